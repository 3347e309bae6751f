import { createHash, randomBytes } from 'node:crypto'
import { escapeMarkup as escapeHtml } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'

export const CONFIRMATION_SUBJECT = 'Confirm your AirAhead newsletter subscription'

/** How long a confirmation link works; an address not confirmed by then is deleted. */
export const CONFIRMATION_DAYS = 7

/** A link token: 256 random bits, base64url (43 characters); only its SHA-256 is stored. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashConfirmationToken(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

/** The shape of a token in a link, checked before any lookup. */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The page the e-mail links to: it asks for one click before anything is confirmed. */
export function confirmationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/confirm?token=${token}`
}

/**
 * The double opt-in e-mail: what was asked for, the link, how long it works, and that doing
 * nothing means no subscription (text and HTML with the same content).
 */
export function confirmationEmail({ to, link }: { to: string; link: string }): EmailMessage {
  const lines = [
    'Someone, hopefully you, asked to receive the AirAhead newsletter (seasonal air-quality outlooks and health tips) at this address.',
    `To confirm, open this link within ${CONFIRMATION_DAYS} days and press "Confirm subscription":`,
  ]
  const ignore = `If you did not ask for it, ignore this e-mail: you will not be subscribed, and we delete the address after ${CONFIRMATION_DAYS} days.`
  const text = ['Confirm your AirAhead newsletter subscription', '', ...lines, link, '', ignore].join('\n')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(CONFIRMATION_SUBJECT)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:14px;padding:24px">
<h1 style="margin:0 0 12px;font-size:22px;color:#115e59">${escapeHtml(CONFIRMATION_SUBJECT)}</h1>
${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">Confirm subscription</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(ignore)}</p>
</div></body></html>`
  return { to, subject: CONFIRMATION_SUBJECT, text, html, purpose: 'newsletter_confirm' }
}
