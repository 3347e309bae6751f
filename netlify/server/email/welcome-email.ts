import { escapeMarkup as escapeHtml } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'
import { DEFAULT_LOCALE, english, type AppLocale, type Translate } from '../../../src/domain/i18n/locales'

const MESSAGES = {
  subject: /*i18n*/ { id: 'email.welcome.subject', message: 'Welcome to AirAhead' },
  intro: /*i18n*/ { id: 'email.welcome.intro', message: 'Thanks for trying AirAhead. Here is what it does for you:' },
  outro: /*i18n*/ { id: 'email.welcome.outro', message: 'Open AirAhead any time to check the air before you head out.' },
  open: /*i18n*/ { id: 'email.welcome.open', message: 'Open AirAhead' },
} as const

const FEATURES = [
  /*i18n*/ { id: 'email.welcome.feature.now', message: 'The air quality where you stand, on a 1-5 scale, with each pollutant and where the numbers come from.' },
  /*i18n*/ { id: 'email.welcome.feature.forecast', message: 'A 24-hour strip and a multi-day forecast, so you can plan walks, play and exercise.' },
  /*i18n*/ { id: 'email.welcome.feature.advice', message: 'Health advice for children, older people and people with asthma or heart disease.' },
  /*i18n*/ {
    id: 'email.welcome.feature.premium',
    message: 'Premium ($5 a month, 7-day free trial): a text message about 2 hours before the air at your places turns Poor.',
  },
] as const

export const WELCOME_SUBJECT = english(MESSAGES.subject)

/**
 * The welcome e-mail, text and HTML with the same content, in the reader's language (`t` and
 * `locale`, decision 283; subject and `<html lang>` too). `appUrl` is the site's origin
 * (links back to it); `reason` says why this copy was sent, so a recipient who did not
 * expect it knows where it came from.
 */
export function welcomeEmail({
  to,
  appUrl,
  reason,
  t = english,
  locale = DEFAULT_LOCALE,
}: {
  to: string
  appUrl: string
  reason: string
  t?: Translate
  locale?: AppLocale
}): EmailMessage {
  const subject = t(MESSAGES.subject)
  const intro = t(MESSAGES.intro)
  const outro = t(MESSAGES.outro)
  const features = FEATURES.map((f) => t(f))
  const text = [subject, '', intro, ...features.map((f) => `- ${f}`), '', `${outro} ${appUrl}/`, '', reason].join('\n')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:14px;padding:24px">
<h1 style="margin:0 0 12px;font-size:24px;color:#115e59">${escapeHtml(subject)}</h1>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${features.map((f) => `<li style="margin-bottom:6px">${escapeHtml(f)}</li>`).join('')}</ul>
<p style="margin:0 0 20px">${escapeHtml(outro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(appUrl)}/" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(t(MESSAGES.open))}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(reason)}</p>
</div></body></html>`
  return { to, subject, text, html, purpose: 'welcome' }
}
