/** Where to go after signing in when `next` is missing or not allowed. */
export const DEFAULT_NEXT_PATH = '/'

/** Longer than any page address of ours with its query. */
const MAX_NEXT_LENGTH = 512

/** How many layers of percent-encoding are looked through before giving up. */
const MAX_DECODING_ROUNDS = 3

/**
 * Characters that are never part of a page address of ours, raw or percent-decoded: C0 and
 * C1 controls and DEL (the URL parser silently drops tab and newline, so `/\t/evil.example`
 * would become `//evil.example`; WHATWG URL Standard, "basic URL parser", step 3), any
 * white space, and the backslash (a slash for http(s) URLs in that parser).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NEVER_IN_A_PATH = /[\u0000-\u001f\u007f-\u009f\s\\]/u

/**
 * The `next` of `/api/login?next=…` and `/sign-in?next=…` (already taken out of the query
 * string) as a path on this site, or `/`: the redirect target after sign-in must never lead
 * off the site (an open redirect; decision 117). Only a plain absolute path is kept, as given:
 * - it starts with one `/` (so no scheme, no `//host` network-path reference);
 * - its path part, raw and after each of up to 3 rounds of percent-decoding, has no `//`,
 *   no `.` or `..` segment (`/.//evil.example` resolves to `//evil.example`), no control
 *   character, white space or backslash, and decodes cleanly;
 * - it does not lead to the sign-in page (a loop) or to `/api/` (not a page).
 * The query and fragment cannot change the origin of a path-absolute URL, so they are kept
 * (control characters, white space and backslashes refused there too).
 */
export function sameSitePath(next: string | null | undefined): string {
  if (!next || next.length > MAX_NEXT_LENGTH || NEVER_IN_A_PATH.test(next)) return DEFAULT_NEXT_PATH
  if (!next.startsWith('/') || next.startsWith('//')) return DEFAULT_NEXT_PATH
  const path = next.split(/[?#]/, 1)[0] ?? ''
  const decoded = decodedForms(path)
  if (!decoded || !decoded.every(isPlainPath)) return DEFAULT_NEXT_PATH
  const page = (decoded.at(-1) ?? path).toLowerCase()
  if (page === '/sign-in' || page.startsWith('/sign-in/') || page === '/api' || page.startsWith('/api/')) return DEFAULT_NEXT_PATH
  return next
}

/** `path` and each percent-decoding of it until nothing changes; null if it never settles or does not decode. */
function decodedForms(path: string): string[] | null {
  const forms = [path]
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    const last = forms[forms.length - 1] ?? path
    let next: string
    try {
      next = decodeURIComponent(last)
    } catch {
      return null
    }
    if (next === last) return forms
    forms.push(next)
  }
  return null
}

function isPlainPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || NEVER_IN_A_PATH.test(path)) return false
  return path.split('/').every((segment) => segment !== '.' && segment !== '..')
}
