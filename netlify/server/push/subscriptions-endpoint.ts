import { pushRenewRequestSchema, pushSubscribeRequestSchema, pushUnsubscribeRequestSchema } from '../../../src/domain/contracts/push'
import { clientRateLimitKey } from '../client-ip'
import { database } from '../data/transaction'
import { deletePushSubscription, renewPushSubscription, savePushSubscription } from '../data/push-subscriptions'
import { isLocalMode, serverEnv } from '../env'
import { allowMethods, json, problem } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'
import { vapidDetails } from './vapid'
import { requestLocale } from '../request-locale'

/** Turns on, moves and off per client network an hour: a person changes place a few times (decision 234's per-client part). */
export const PUSH_SUBSCRIPTION_LIMIT: RateLimitRule = { name: 'push-subscriptions-ip', limit: 20, windowSeconds: 3600 }

/**
 * The push services of the browsers that ship Web Push (Chrome and Edge via FCM, Firefox via
 * Mozilla's autopush, Safari via Apple, legacy Edge via WNS). A deploy pushes only to these, so
 * a stored endpoint can never make the job POST to anywhere else (decision 265).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/]

export const PUSH_MESSAGES = {
  unknownService: /*i18n*/ { id: 'problem.push.unknownService', message: 'This browser\'s push service is not one AirAhead can send to (the endpoint must be an https:// address of FCM, Mozilla, Apple or Windows push).' },
  tooMany: /*i18n*/ { id: 'problem.push.tooMany', message: 'Too many changes to push alerts from your network. Please try again in an hour.' },
  notFound: /*i18n*/ { id: 'problem.push.notFound', message: 'This device has no push alerts turned on.' },
} as const

/** Whether the job may POST to this endpoint: a known push service on a deploy; any http(s) address in local mode (its stand-ins). */
function acceptedEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (isLocalMode(serverEnv())) return url.protocol === 'https:' || url.protocol === 'http:'
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
}

/** GET /api/push/key: the VAPID public key the browser subscribes with. */
export function pushKey(req: Request): Response {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  return json({ publicKey: vapidDetails().publicKey }, { headers: { 'cache-control': 'no-cache' } })
}

/**
 * POST /api/push/subscriptions {subscription, place, timeZone}: this device's push for one
 * place (a second POST moves it). DELETE {endpoint}: off. PATCH {oldEndpoint, subscription}: the
 * browser rotated its subscription (the service worker's `pushsubscriptionchange`), the push moves
 * to the new one. Anonymous: the endpoint, which only the browser knows, is the key (decision 265). Only a valid request counts against the
 * client's limit; nothing is written unless every check passes. `now` in unix s.
 */
export async function pushSubscriptions(req: Request, now: number): Promise<Response> {
  const refused = allowMethods(req, ['POST', 'DELETE', 'PATCH']) ?? sameOrigin(req)
  if (refused) return refused
  if (req.method === 'PATCH') {
    const body = await readJsonBody(req, pushRenewRequestSchema)
    if (!body.ok) return body.response
    if (!acceptedEndpoint(body.value.subscription.endpoint)) return problem(400, 'invalid_request', PUSH_MESSAGES.unknownService)
    const limit = await takeRateLimit(PUSH_SUBSCRIPTION_LIMIT, clientRateLimitKey(req), now)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, PUSH_MESSAGES.tooMany)
    const renewed = await renewPushSubscription(database, body.value.oldEndpoint, body.value.subscription)
    if (!renewed) return problem(404, 'not_found', PUSH_MESSAGES.notFound)
    return json({ renewed: true }, { headers: { 'cache-control': 'no-store' } })
  }
  if (req.method === 'DELETE') {
    const body = await readJsonBody(req, pushUnsubscribeRequestSchema)
    if (!body.ok) return body.response
    const limit = await takeRateLimit(PUSH_SUBSCRIPTION_LIMIT, clientRateLimitKey(req), now)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, PUSH_MESSAGES.tooMany)
    const removed = await deletePushSubscription(database, body.value.endpoint)
    if (!removed) return problem(404, 'not_found', PUSH_MESSAGES.notFound)
    return json({ removed: true }, { headers: { 'cache-control': 'no-store' } })
  }
  const body = await readJsonBody(req, pushSubscribeRequestSchema)
  if (!body.ok) return body.response
  if (!acceptedEndpoint(body.value.subscription.endpoint)) return problem(400, 'invalid_request', PUSH_MESSAGES.unknownService)
  const limit = await takeRateLimit(PUSH_SUBSCRIPTION_LIMIT, clientRateLimitKey(req), now)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, PUSH_MESSAGES.tooMany)
  await savePushSubscription(database, body.value, requestLocale(req))
  const { name, lat, lon } = body.value.place
  return json({ place: { name, lat, lon } }, { status: 201, headers: { 'cache-control': 'no-store' } })
}
