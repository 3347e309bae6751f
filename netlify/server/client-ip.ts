import { createHash } from 'node:crypto'

/**
 * The caller's IP address for rate limiting: Netlify's `x-nf-client-connection-ip`, else the
 * first `x-forwarded-for` entry, else 'unknown' (every caller without one shares a bucket).
 */
export function clientIp(req: Request): string {
  const netlify = req.headers.get('x-nf-client-connection-ip')?.trim()
  if (netlify) return netlify
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || 'unknown'
}

/**
 * A rate-limit key that does not keep the value (an IP address, an e-mail address) in
 * clear in `rate_limit_hits`: a SHA-256 digest, shortened. This keeps the table from being
 * a log of who called; it is pseudonymous, not anonymous (an IPv4 digest can be brute-forced).
 */
export function rateLimitKey(value: string): string {
  return createHash('sha256').update(`airahead-rate-limit:${value}`).digest('hex').slice(0, 32)
}
