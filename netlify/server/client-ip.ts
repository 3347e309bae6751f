import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

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
 * What one client is, for a per-IP limit: an IPv4 address as is, an IPv6 address as its /64.
 * An IPv6 subnet is normally a /64 and one customer gets at least a whole /64 (RFC 7421 §1,
 * RIPE-690 §4.2), so limiting single IPv6 addresses would let one client rotate through 2⁶⁴
 * of them. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, RFC 4291 §2.5.5.2) is that IPv4
 * client. Anything that is not an address (e.g. 'unknown') is its own bucket (decision 116).
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (isIPv4(address) || !isIPv6(address)) return address
  const groups = ipv6Groups(address)
  const [g6 = 0, g7 = 0] = groups.slice(6)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.')
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`
}

/**
 * The wider block a client's network sits in, for limits against one operator rotating
 * through its networks: an IPv6 /48 (one site's whole allocation, RIPE-690 §4.2, so 65,536
 * /64s) and an IPv4 /24. Anything that is not an address is its own block (decision 231).
 */
export function clientBlock(ip: string): string {
  const network = clientNetwork(ip)
  if (network.endsWith('::/64')) {
    const groups = ipv6Groups(network.slice(0, -'/64'.length))
    return `${groups.slice(0, 3).map((g) => g.toString(16)).join(':')}::/48`
  }
  if (isIPv4(network)) return `${network.split('.').slice(0, 3).join('.')}.0/24`
  return network
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address
  const groupsOf = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const [head, tail] = hex.split('::')
  const first = groupsOf(head)
  if (tail === undefined) return first
  const last = groupsOf(tail)
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last]
}

/** The rate-limit key of a client IP address: its network (`clientNetwork`), digested. */
export function networkRateLimitKey(ip: string): string {
  return rateLimitKey(clientNetwork(ip))
}

/** The rate-limit key of a client IP address's block (`clientBlock`), digested. */
export function blockRateLimitKey(ip: string): string {
  return rateLimitKey(`block:${clientBlock(ip)}`)
}

/** The rate-limit key of the caller's network: use it for every per-IP limit. */
export function clientRateLimitKey(req: Request): string {
  return networkRateLimitKey(clientIp(req))
}

/**
 * A rate-limit key that does not keep the value (an IP address, an e-mail address) in
 * clear in `rate_limit_hits`: a SHA-256 digest, shortened. This keeps the table from being
 * a log of who called; it is pseudonymous, not anonymous (an IPv4 digest can be brute-forced).
 */
export function rateLimitKey(value: string): string {
  return createHash('sha256').update(`airahead-rate-limit:${value}`).digest('hex').slice(0, 32)
}
