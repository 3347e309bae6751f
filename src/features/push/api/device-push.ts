import { pushKeyResponseSchema, pushSubscribeResponseSchema, type PushSubscribeRequest } from '../../../domain/contracts/push'
import { apiGet, apiErrorFrom, languageHeader } from '../../../lib/api'
import { apiPost } from '../../../lib/api-post'

/** A browser subscription as the server takes it (PushSubscription.toJSON()). */
export type BrowserPushSubscription = PushSubscribeRequest['subscription']

/**
 * The browser's side of push alerts (decision 265): a small port over the Push API, so the
 * opt-in control is tested with a stand-in and the page never touches the API directly.
 */
export interface DevicePush {
  /** A service worker, PushManager and Notification: false on iOS outside an installed app, and in old browsers. */
  supported(): boolean
  permission(): NotificationPermission
  /** Asks the browser (its prompt, on a tap) and answers what the person chose. */
  requestPermission(): Promise<NotificationPermission>
  /** This device's push subscription with the service worker's push service, made with `publicKey` if there is none. */
  subscribe(publicKey: string): Promise<BrowserPushSubscription>
  /** Ends this device's subscription; its endpoint, or null when there was none. */
  unsubscribe(): Promise<string | null>
  /** The endpoint of this device's subscription, or null when it has none (ended, or never made). */
  currentEndpoint(): Promise<string | null>
}

const asSubscription = (subscription: PushSubscription): BrowserPushSubscription => {
  const json = subscription.toJSON()
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } }
}

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The real browser. */
export const browserDevicePush: DevicePush = {
  supported: () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async subscribe(publicKey) {
    const registration = await navigator.serviceWorker.ready
    const existing = await registration.pushManager.getSubscription()
    if (existing) return asSubscription(existing)
    return asSubscription(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  },
  async unsubscribe() {
    const registration = await navigator.serviceWorker.ready
    const existing = await registration.pushManager.getSubscription()
    if (!existing) return null
    const endpoint = existing.endpoint
    await existing.unsubscribe()
    return endpoint
  },
  async currentEndpoint() {
    const registration = await navigator.serviceWorker.ready
    return (await registration.pushManager.getSubscription())?.endpoint ?? null
  },
}

export interface PushPlace {
  name: string
  lat: number
  lon: number
}

/** Turns on this device's push for `place`: the key, the browser's subscription, then the server. */
export async function turnOnPush(device: DevicePush, place: PushPlace, timeZone: string): Promise<{ endpoint: string }> {
  const { publicKey } = await apiGet('/api/push/key', { schema: pushKeyResponseSchema })
  const subscription = await device.subscribe(publicKey)
  const body: PushSubscribeRequest = { subscription, place, timeZone }
  await apiPost('/api/push/subscriptions', { schema: pushSubscribeResponseSchema, body })
  return { endpoint: subscription.endpoint }
}

/** Turns it off: the server forgets the endpoint (a 404, already forgotten, is fine), then the browser's subscription ends. */
export async function turnOffPush(device: DevicePush, endpoint: string): Promise<void> {
  const response = await fetch('/api/push/subscriptions', {
    method: 'DELETE',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() },
    body: JSON.stringify({ endpoint }),
  })
  if (!response.ok && response.status !== 404) throw await apiErrorFrom(response)
  await device.unsubscribe()
}
