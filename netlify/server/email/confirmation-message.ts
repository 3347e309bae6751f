import { escapeMarkup as escapeHtml } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'
import { DEFAULT_LOCALE, type AppLocale } from '../../../src/domain/i18n/locales'

export interface ConfirmationMessage {
  to: string
  subject: string
  /** What was asked for, and how to confirm: one paragraph each, before the link. */
  lines: readonly string[]
  link: string
  /** The HTML part's button, and the words the lines tell the reader to press. */
  button: string
  /** What doing nothing means, after the link. */
  ignore: string
  /** Kept with outbox rows, e.g. `newsletter_confirm`. */
  purpose: string
  /** The language the words are in (decision 283): `<html lang>`. English unless told. */
  locale?: AppLocale
}

/**
 * A double opt-in e-mail (decisions 119, 240): what was asked for, the link, how long it
 * works, and that doing nothing changes nothing (text and HTML with the same content).
 */
export function confirmationMessage({ to, subject, lines, link, button, ignore, purpose, locale = DEFAULT_LOCALE }: ConfirmationMessage): EmailMessage {
  const text = [subject, '', ...lines, link, '', ignore].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:14px;padding:24px">
<h1 style="margin:0 0 12px;font-size:22px;color:#115e59">${escapeHtml(subject)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(ignore)}</p>
</div></body></html>`
  return { to, subject, text, html, purpose }
}
