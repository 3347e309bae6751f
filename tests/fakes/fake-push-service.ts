import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in Web Push service (RFC 8030) on 127.0.0.1: it keeps every push it is sent, and
 * answers 201, or the status set for a subscription (410: gone). `subscribe()` plays the
 * browser: a P-256 key pair and an auth secret, so a test can decrypt what it received
 * (`decryptPush`, RFC 8291) as the browser would.
 */
export interface FakePushService {
  url: string
  /** A new browser subscription on this service, with the keys only the "browser" holds. */
  subscribe(): BrowserSubscription
  /** Pushes received, in order. */
  received: ReceivedPush[]
  /** Answer this status for a subscription's endpoint from now on. */
  answer(endpoint: string, status: number): void
  close(): Promise<void>
}

export interface BrowserSubscription {
  /** As PushSubscription.toJSON() gives it to the page. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** The private half of p256dh, never sent anywhere. */
  privateKey: Buffer
  publicKey: Buffer
  auth: Buffer
}

export interface ReceivedPush {
  endpoint: string
  headers: Record<string, string>
  body: Buffer
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = []
  const statuses = new Map<string, number>()
  let base = ''
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const endpoint = `${base}${req.url ?? ''}`
      const status = statuses.get(endpoint) ?? 201
      if (req.method === 'POST' && status === 201) {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]))
        received.push({ endpoint, headers, body: Buffer.concat(chunks) })
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 201 ? '' : 'push subscription has unsubscribed or expired.')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${base}/push/${randomUUID()}`
      return { json: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } }, privateKey: ecdh.getPrivateKey(), publicKey, auth }
    },
    answer: (endpoint, status) => void statuses.set(endpoint, status),
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the browser's keys,
 * step by step as RFC 8291 §3.3-3.4 specify, and returns the plaintext. Throws if any byte was
 * not encrypted for this subscription (the GCM tag fails).
 */
export function decryptPush(body: Buffer, subscription: BrowserSubscription): string {
  // The header (RFC 8188 §2.1): salt (16) | record size (4) | idlen (1) | keyid = the sender's public key (65).
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  const senderPublic = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('more than one record')
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(subscription.privateKey)
  const ecdhSecret = ecdh.computeSecret(senderPublic)
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.publicKey, senderPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292): "vapid t=<JWT>, k=<public key>",
 * the JWT ES256-signed by that key, for the endpoint's origin. Returns the JWT's claims.
 */
export function verifyVapid(push: ReceivedPush, expectedPublicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers['authorization'] ?? '')
  if (!match?.[1] || match[2] !== expectedPublicKey) throw new Error(`not signed with the expected VAPID key: ${push.headers['authorization']}`)
  const [header = '', claims = '', signature = ''] = match[1].split('.')
  const point = Buffer.from(expectedPublicKey, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' })
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!valid) throw new Error('the VAPID JWT signature does not verify')
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }
}
