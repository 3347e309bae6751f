import { createHash } from 'node:crypto'
import { escapeMarkup } from '../escape-markup'
import { allowMethods, problem, type ReaderMessage } from '../http'
import { sameOrigin } from '../request-body'
import { CONFIRMATION_TOKEN_PATTERN, hashConfirmationToken } from './confirmation-token'
import { requestLocale } from '../request-locale'
import { DEFAULT_LOCALE, type AppLocale, type MessageDescriptor, type Translate } from '../../../src/domain/i18n/locales'

/** A private-use character marks where a value goes: no message or escape writes one. */
const SLOT = '\u{E000}'

/**
 * A translated sentence as page markup: its words escaped, each value given as trusted markup
 * (e.g. `<strong>…</strong>` around an escaped address) put in its place.
 */
export function markupSentence(t: Translate, descriptor: MessageDescriptor, markup: Record<string, string>): string {
  const slots = Object.keys(markup)
  const values = Object.fromEntries(slots.map((name, i) => [name, `${SLOT}${i}${SLOT}`]))
  const escaped = escapeMarkup(t({ ...descriptor, values }))
  return escaped.replace(new RegExp(`${SLOT}(\\d+)${SLOT}`, 'g'), (_whole, i: string) => markup[slots[Number(i)] ?? ''] ?? '')
}

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

/**
 * A confirmation page: a title and a body of trusted markup (callers escape what they put in
 * it), in `locale` (decision 283: the language of the browser that opened the link).
 */
export function confirmationPage(title: string, body: string, locale: AppLocale = DEFAULT_LOCALE): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeMarkup(title)} · AirAhead</title><style>${STYLE}</style></head>
<body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body></html>`
}

/**
 * The one button of a page a confirmation e-mail's link opens. Mail scanners that open every
 * link to check it do not press buttons, so only a person confirms (a plain GET confirms nothing).
 */
export function confirmButton(path: string, token: string, label: string): string {
  return `<form method="post" action="${escapeMarkup(path)}?token=${escapeMarkup(token)}"><button type="submit">${escapeMarkup(label)}</button></form>`
}

export interface ConfirmationLinkSteps {
  /** The page a link opens (GET), changing nothing; null when the link is unknown or expired. */
  show: (tokenHash: Buffer, token: string, now: Date, locale: AppLocale) => Promise<string | null>
  /** Confirms (POST, the page's button; once or again) and answers the page; null when unknown or expired. */
  confirm: (tokenHash: Buffer, now: Date, locale: AppLocale) => Promise<string | null>
  messages: { badLink: ReaderMessage; expired: ReaderMessage }
}

/**
 * GET and POST of a confirmation link `…?token=…` (decisions 119, 240): GET shows a page with
 * a button and changes nothing; POST (the button, same origin only) confirms. A missing,
 * malformed, unknown or expired token is a 4xx JSON problem like every API error.
 */
export async function answerConfirmationLink(req: Request, now: Date, steps: ConfirmationLinkSteps): Promise<Response> {
  const refused = allowMethods(req, ['GET', 'POST']) ?? (req.method === 'POST' ? sameOrigin(req) : null)
  if (refused) return refused
  const token = new URL(req.url).searchParams.get('token') ?? ''
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return problem(400, 'invalid_request', steps.messages.badLink)
  const tokenHash = hashConfirmationToken(token)
  const locale = requestLocale(req)
  const page = req.method === 'GET' ? await steps.show(tokenHash, token, now, locale) : await steps.confirm(tokenHash, now, locale)
  if (page === null) return problem(404, 'link_expired', steps.messages.expired)
  return new Response(page, { headers: CONFIRM_PAGE_HEADERS })
}
