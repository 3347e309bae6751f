import fc from 'fast-check'
import pushKeyHandler from '../../../netlify/functions/push-key'
import pushSubscriptionsHandler from '../../../netlify/functions/push-subscriptions'
import { pushRenewRequestSchema, pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '../../../src/domain/contracts/push'
import { badStringValue, jsonBodies, objectBodies, pathWithJunk, type FieldSpec } from './generators'
import { fitsJson, isSameSite, methodOf, requests, type FuzzRequest } from './fuzz-request'
import { describeFuzz } from './harness'

const json = (values: unknown[]) => fc.constantFrom(...values.map((v) => JSON.stringify(v)))
const P256DH = `B${'A'.repeat(86)}`
const AUTH = 'A'.repeat(22)
const endpoint: FieldSpec = {
  good: json(['https://fcm.googleapis.com/fcm/send/abc:def', 'http://127.0.0.1:9/push/1']),
  bad: fc.oneof(badStringValue, json(['', 'javascript:alert(1)', 'ftp://example.com/x', 'https://', `https://x.example/${'a'.repeat(1000)}`, 'https://a b.example/', 'https://user@evil.example/'])),
}
const subscription: FieldSpec = {
  good: json([{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }]),
  bad: fc.oneof(
    badStringValue,
    json([
      { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'AAAA', auth: AUTH } },
      { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: P256DH, auth: 'not base64!' } },
      { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: `${P256DH}A`, auth: AUTH } },
      { endpoint: 'https://fcm.googleapis.com/x' },
      { endpoint: 42, keys: { p256dh: P256DH, auth: AUTH } },
      { keys: { p256dh: P256DH, auth: AUTH } },
    ]),
  ),
}
const place: FieldSpec = {
  good: json([{ name: 'Home', lat: 40.7, lon: -74 }, { name: 'Grandma’s 😀', lat: -33.9, lon: 151.2 }]),
  bad: fc.oneof(badStringValue, json([{ name: '', lat: 0, lon: 0 }, { name: 'x'.repeat(61), lat: 0, lon: 0 }, { name: 'A', lat: 91, lon: 0 }, { name: 'A', lat: 0, lon: -181 }, { name: 'a\u0000b', lat: 0, lon: 0 }, { name: 'A', lat: '1', lon: 0 }])),
}
const timeZone: FieldSpec = { good: json(['America/New_York', 'Asia/Kathmandu', 'UTC']), bad: fc.oneof(badStringValue, json(['', 'Mars/Olympus', 'x'.repeat(65)])) }

const sameSiteWrite = (r: FuzzRequest, method: string) => methodOf(r) === method && isSameSite(r)

describeFuzz('push', () => [
  {
    name: 'GET /api/push/key',
    handler: pushKeyHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/push/key'), body: jsonBodies(objectBodies({})) }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'POST, DELETE and PATCH /api/push/subscriptions',
    handler: pushSubscriptionsHandler,
    requests: requests({
      methods: ['POST', 'DELETE', 'PATCH'],
      target: pathWithJunk('/api/push/subscriptions'),
      body: fc.oneof(
        jsonBodies(objectBodies({ subscription, place, timeZone })),
        jsonBodies(objectBodies({ endpoint })),
        jsonBodies(objectBodies({ oldEndpoint: endpoint, subscription })),
      ),
    }),
    accepts: (r) =>
      (sameSiteWrite(r, 'POST') && fitsJson(r, pushSubscribeRequestSchema)) ||
      (sameSiteWrite(r, 'DELETE') && fitsJson(r, pushUnsubscribeRequestSchema)) ||
      (sameSiteWrite(r, 'PATCH') && fitsJson(r, pushRenewRequestSchema)),
  },
])
