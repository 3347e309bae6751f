/** Where to go after signing in when `next` is missing or not allowed. */
export const DEFAULT_NEXT = '/'

/**
 * The `next` of `/sign-in?next=…` as a same-site path, or `/`. Anything that would leave
 * the site (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) or
 * lead back to the sign-in page or the API is refused, so the link cannot be used as an
 * open redirect.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_NEXT
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return DEFAULT_NEXT
  }
  if (url.origin !== new URL(origin).origin) return DEFAULT_NEXT
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/api/')) return DEFAULT_NEXT
  return `${url.pathname}${url.search}${url.hash}`
}
