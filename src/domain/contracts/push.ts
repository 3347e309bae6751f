import * as z from 'zod/mini'
import { saying } from '../i18n/ambient'
import { memberTimeZone, placeInputSchema } from './alerts'
import { appLocaleSchema } from '../i18n/locales'

/** This contract's messages, in the reader's language (decision 285). */
const PUSH_CONTRACT_MESSAGES = {
  base64url: /*i18n*/ { id: 'validation.push.base64url', message: '{what} must be base64url' },
  bytes: /*i18n*/ { id: 'validation.push.bytes', message: '{what} must be {bytes} bytes' },
  endpointLength: /*i18n*/ { id: 'validation.push.endpointTooLong', message: 'The push endpoint is at most 1000 characters' },
  endpointUrl: /*i18n*/ { id: 'validation.push.endpointUrl', message: 'The push endpoint must be an https:// URL' },
}

/**
 * Free push alerts (decision 265): a browser's push subscription, anonymous and keyed by its
 * endpoint, watching one place. Read by the opt-in control and enforced by the functions.
 */

/** base64url without padding, as PushSubscription.toJSON() writes its keys. */
const base64url = (what: string, bytes: number) =>
  z.string().check(
    z.regex(/^[A-Za-z0-9_-]+$/, saying(PUSH_CONTRACT_MESSAGES.base64url, { what })),
    z.refine((s) => Math.floor((s.length * 3) / 4) === bytes, saying(PUSH_CONTRACT_MESSAGES.bytes, { what, bytes })),
  )

/** The part of PushSubscription.toJSON() the server needs. */
export const browserPushSubscriptionSchema = z.object({
  endpoint: z.string().check(
    z.maxLength(1000, saying(PUSH_CONTRACT_MESSAGES.endpointLength)),
    z.regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/, saying(PUSH_CONTRACT_MESSAGES.endpointUrl)),
  ),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte auth secret (RFC 8291).
    p256dh: base64url('The p256dh key', 65),
    auth: base64url('The auth secret', 16),
  }),
})

/** POST /api/push/subscriptions: turn on (or move) this device's push for one place. */
export const pushSubscribeRequestSchema = z.strictObject({
  subscription: browserPushSubscriptionSchema,
  place: placeInputSchema,
  /** The device's IANA zone: quiet hours (22:00-07:00) and the times in a push follow it. */
  timeZone: memberTimeZone,
  /** The app's language, which the pushes are written in (decision 283); absent: the request's. */
  locale: z.optional(appLocaleSchema),
})
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>

/** DELETE /api/push/subscriptions: turn this device's push off. */
export const pushUnsubscribeRequestSchema = z.strictObject({
  endpoint: browserPushSubscriptionSchema.shape.endpoint,
})

/**
 * PATCH /api/push/subscriptions: the browser rotated this device's subscription
 * (`pushsubscriptionchange`); the push moves from the old endpoint to the new one.
 */
export const pushRenewRequestSchema = z.strictObject({
  oldEndpoint: browserPushSubscriptionSchema.shape.endpoint,
  subscription: browserPushSubscriptionSchema,
})

/** GET /api/push/key: the VAPID public key the browser subscribes with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() })

export const pushSubscribeResponseSchema = z.object({ place: z.object({ name: z.string(), lat: z.number(), lon: z.number() }) })

/** What the service worker shows: the job's own text (decision 265). */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() })
export type PushPayload = z.infer<typeof pushPayloadSchema>
