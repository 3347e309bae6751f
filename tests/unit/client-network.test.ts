import { describe, expect, it } from 'vitest'
import { clientBlock, clientNetwork, clientRateLimitKey, networkRateLimitKey } from '../../netlify/server/client-ip'

describe('clientNetwork (the unit a per-IP limit counts)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['[2001:db8:1:2::7]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, network) => expect(clientNetwork(ip)).toBe(network))

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const key = networkRateLimitKey('2001:db8:1:2::1')
    expect(networkRateLimitKey('2001:db8:1:2:abcd:ef01:2345:6789')).toBe(key)
    expect(networkRateLimitKey('2001:db8:1:3::1')).not.toBe(key)
    expect(networkRateLimitKey('203.0.113.9')).toBe(networkRateLimitKey('::ffff:203.0.113.9'))
    expect(networkRateLimitKey('203.0.113.9')).not.toBe(networkRateLimitKey('203.0.113.10'))
  })

  it('keys a request by the edge header, else the first X-Forwarded-For entry', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
    expect(clientRateLimitKey(request({ 'x-nf-client-connection-ip': '2001:db8:1:2::9' }))).toBe(networkRateLimitKey('2001:db8:1:2::1'))
    expect(clientRateLimitKey(request({ 'x-forwarded-for': '2001:db8:5:6::9, 10.0.0.1' }))).toBe(networkRateLimitKey('2001:db8:5:6::1'))
  })
})

describe('clientBlock (the wider block a per-block limit counts, decision 231)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['::ffff:203.0.113.200', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, block) => expect(clientBlock(ip)).toBe(block))
})
