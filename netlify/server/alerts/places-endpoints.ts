import { MAX_MONITORED_PLACES, placeInputSchema, type PlaceInput } from '../../../src/domain/contracts/alerts'
import { stationChoicesInputSchema } from '../../../src/domain/contracts/station-choices'
import { guardStateChange } from '../auth/guards'
import { allowMethods, json, problem } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody } from '../request-body'
import { currentUser } from '../session'
import { addPlace, deletePlace, listPlaces, setStationChoices, updatePlace } from './places-store'

const PLACES_TOO_MANY = /*i18n*/ { id: 'problem.places.tooMany', message: 'You are watching {count} places, the most we allow. Remove one to add another.' }

export const PLACES_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.places.signIn', message: 'Sign in to watch places.' },
  premiumOnly: /*i18n*/ { id: 'problem.places.premiumOnly', message: 'Watching places is part of AirAhead Premium. Upgrade to Premium to add one.' },
  tooMany: { ...PLACES_TOO_MANY, values: { count: MAX_MONITORED_PLACES } },
  notFound: /*i18n*/ { id: 'problem.places.notFound', message: 'There is no such place in your list.' },
  tooManyChanges: /*i18n*/ { id: 'problem.places.tooManyChanges', message: 'You have added or changed many places in the last hour. Please try again later.' },
  tooManyStationChanges: /*i18n*/ { id: 'problem.places.tooManyStationChanges', message: 'You have changed the stations of your places many times in the last hour. Please try again later.' },
} as const

/**
 * Places one user may add or move per hour: every new position may cost the alert job
 * another upstream forecast, and a person sets up a few (decision 092).
 */
export const PLACE_CHANGES_LIMIT: RateLimitRule = { name: 'place-changes-user', limit: 30, windowSeconds: 3600 }

/**
 * Station choices one user may save per hour (decision 198): each is one small row update
 * and costs no upstream call, so the limit only stops a runaway client.
 */
export const STATION_CHOICES_LIMIT: RateLimitRule = { name: 'station-choices-user', limit: 120, windowSeconds: 3600 }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const noStore = { 'cache-control': 'private, no-store' }

/**
 * /api/user/locations (GET, POST) and /api/user/locations/:id (PUT, PATCH, DELETE): a premium
 * user's monitored places. Reading works for any signed-in or anonymous account (an
 * expired trial still sees its list); changes need premium. PATCH sets the place's pinned
 * and excluded stations (decision 198).
 */
export async function userLocations(req: Request, id: string | undefined): Promise<Response> {
  const methods = id === undefined ? ['GET', 'POST'] : ['PUT', 'PATCH', 'DELETE']
  const refused = req.method === 'GET' ? allowMethods(req, methods) : guardStateChange(req, methods)
  if (refused) return refused
  if (id !== undefined && !UUID.test(id)) return problem(404, 'not_found', PLACES_MESSAGES.notFound)

  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', PLACES_MESSAGES.signIn)
  if (req.method === 'GET') return json({ locations: await listPlaces(user.id) }, { headers: noStore })

  if (!user.isPremium) return problem(403, 'premium_required', PLACES_MESSAGES.premiumOnly)
  if (req.method === 'DELETE') {
    return (await deletePlace(user.id, id ?? '')) ? new Response(null, { status: 204, headers: noStore }) : problem(404, 'not_found', PLACES_MESSAGES.notFound)
  }
  if (req.method === 'PATCH') return patchStationChoices(req, user.id, id ?? '')
  const body = await readJsonBody(req, placeInputSchema)
  if (!body.ok) return body.response
  const place: PlaceInput = body.value
  const limit = await takeRateLimit(PLACE_CHANGES_LIMIT, user.id, Math.floor(Date.now() / 1000))
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, PLACES_MESSAGES.tooManyChanges)
  if (req.method === 'POST') {
    const added = await addPlace(user.id, place)
    if (added === 'too_many') return problem(409, 'too_many_places', PLACES_MESSAGES.tooMany)
    return json({ location: added }, { status: 201, headers: noStore })
  }
  const updated = await updatePlace(user.id, id ?? '', place)
  return updated ? json({ location: updated }, { headers: noStore }) : problem(404, 'not_found', PLACES_MESSAGES.notFound)
}

/** PATCH /api/user/locations/:id: the place's whole station choice → `{location}`; 404 for another user's place. */
async function patchStationChoices(req: Request, userId: string, id: string): Promise<Response> {
  const body = await readJsonBody(req, stationChoicesInputSchema)
  if (!body.ok) return body.response
  const limit = await takeRateLimit(STATION_CHOICES_LIMIT, userId, Math.floor(Date.now() / 1000))
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, PLACES_MESSAGES.tooManyStationChanges)
  const updated = await setStationChoices(userId, id, body.value)
  return updated ? json({ location: updated }, { headers: noStore }) : problem(404, 'not_found', PLACES_MESSAGES.notFound)
}
