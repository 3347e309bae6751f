const BASE = 'http://next.invalid'

/**
 * Where to go after signing in: a path on this site, never another site (open redirect).
 * Anything that is not a plain relative path — `//evil.example`, `/\evil.example`, a
 * scheme, control characters — and any /api/ path falls back to `/`.
 */
export function safeNextPath(next: string | null): string {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next) || next.length > 512) return '/'
  const url = new URL(next, BASE)
  if (url.origin !== BASE || url.pathname.startsWith('/api/')) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
