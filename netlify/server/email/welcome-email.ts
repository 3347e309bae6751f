import { escapeMarkup as escapeHtml } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'

export const WELCOME_SUBJECT = 'Welcome to AirAhead'


const FEATURES = [
  'The air quality where you stand, on a 1-5 scale, with each pollutant and where the numbers come from.',
  'A 24-hour strip and a multi-day forecast, so you can plan walks, play and exercise.',
  'Health advice for children, older people and people with asthma or heart disease.',
  'Premium ($5 a month, 7-day free trial): a text message about 2 hours before the air at your places turns Poor.',
]

/**
 * The welcome e-mail, text and HTML with the same content. `appUrl` is the site's origin
 * (links back to it); `reason` says why this copy was sent, so a recipient who did not
 * expect it knows where it came from.
 */
export function welcomeEmail({ to, appUrl, reason }: { to: string; appUrl: string; reason: string }): EmailMessage {
  const intro = 'Thanks for trying AirAhead. Here is what it does for you:'
  const outro = 'Open AirAhead any time to check the air before you head out.'
  const text = [
    'Welcome to AirAhead',
    '',
    intro,
    ...FEATURES.map((f) => `- ${f}`),
    '',
    `${outro} ${appUrl}/`,
    '',
    reason,
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(WELCOME_SUBJECT)}</title></head>
<body style="margin:0;padding:24px;background:#f3f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:14px;padding:24px">
<h1 style="margin:0 0 12px;font-size:24px;color:#115e59">Welcome to AirAhead</h1>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${FEATURES.map((f) => `<li style="margin-bottom:6px">${escapeHtml(f)}</li>`).join('')}</ul>
<p style="margin:0 0 20px">${escapeHtml(outro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(appUrl)}/" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:10px;text-decoration:none;font-weight:600">Open AirAhead</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(reason)}</p>
</div></body></html>`
  return { to, subject: WELCOME_SUBJECT, text, html, purpose: 'welcome' }
}
