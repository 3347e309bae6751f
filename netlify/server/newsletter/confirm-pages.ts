import { createHash } from 'node:crypto'
import { escapeMarkup } from '../escape-markup'

const STYLE =
  'body{margin:0;padding:24px;background:#f3f5f7;font-family:system-ui,sans-serif;color:#111827;line-height:1.5}' +
  'main{max-width:520px;margin:10vh auto;background:#fff;border-radius:14px;padding:24px}' +
  'h1{margin:0 0 12px;font-size:24px;color:#115e59}button{font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:10px;padding:10px 18px;cursor:pointer}' +
  'a{color:#0f766e}'

/**
 * The pages' policy: nothing loads or runs but the one stylesheet (by hash); the form may
 * post only to this site; no one frames them.
 */
export const CONFIRM_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
  // The token is in this page's address: it is never sent on as a Referer.
  'referrer-policy': 'no-referrer',
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeMarkup(title)} · AirAhead</title><style>${STYLE}</style></head>
<body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body></html>`
}

/**
 * What the e-mail's link opens: one button that confirms. Mail scanners that open every link
 * to check it do not press buttons, so only a person confirms (a plain GET confirms nothing).
 */
export function confirmPage(email: string, token: string): string {
  return page(
    'Confirm your subscription',
    `<p>Press the button to get the AirAhead newsletter at <strong>${escapeMarkup(email)}</strong>.</p>
<form method="post" action="/api/newsletter/confirm?token=${escapeMarkup(token)}"><button type="submit">Confirm subscription</button></form>`,
  )
}

export function subscribedPage(email: string): string {
  return page(
    "You're subscribed",
    `<p>The AirAhead newsletter will go to <strong>${escapeMarkup(email)}</strong>.</p>
<p><a href="/">Back to AirAhead</a></p>`,
  )
}
