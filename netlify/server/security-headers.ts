/**
 * Security headers of every function response. Netlify applies the `[[headers]]` of
 * netlify.toml only to files it serves itself, never to a function's answer
 * (docs/decisions/090-security-headers.md), so the functions send their own.
 *
 * An API answer is data, never a page: its policy lets it load and run nothing, and no site
 * may frame it. A response that sets one of these itself keeps its own (the screenshots
 * page allows its stylesheet by hash).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
}

/**
 * The response with each of {@link API_SECURITY_HEADERS} it does not set itself. A new
 * response, since the headers of some (e.g. `Response.redirect`) cannot be changed.
 */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
