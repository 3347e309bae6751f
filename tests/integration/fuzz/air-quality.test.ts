import fc from 'fast-check'
import currentHandler from '../../../netlify/functions/air-quality-current'
import forecastHandler from '../../../netlify/functions/air-quality-forecast'
import premiumHandler from '../../../netlify/functions/air-quality-forecast-premium'
import regionalHandler from '../../../netlify/functions/air-quality-regional'
import screenshotsHandler from '../../../netlify/functions/get-screenshots-html'
import reverseHandler from '../../../netlify/functions/geocoding-reverse'
import searchHandler from '../../../netlify/functions/geocoding-search'
import { stationChoicesQuerySchema } from '../../../netlify/server/fusion/choices-query'
import { coordinatesQuerySchema } from '../../../src/domain/contracts/coordinates'
import { locationSearchQuerySchema } from '../../../src/domain/contracts/geocoding'
import { coordinateText, hostileText, jsonBodies, junkQuery, longText, objectBodies, pathWithJunk, wellFormed } from './generators'
import { effectiveCaller, methodOf, PREMIUM_CALLERS, requests, type FuzzRequest } from './fuzz-request'
import { describeFuzz, type EndpointFuzz } from './harness'

/** A query value: percent-encoded, or raw (so malformed `%` escapes reach the parser as they are). */
const queryValue = (text: string, raw: boolean) => (raw && /^[^\s#&]*$/.test(text) ? text : encodeURIComponent(wellFormed(text)))

/** Coordinates in both spellings, mixed, half missing or repeated, with junk alongside. */
const coordinatesQuery = fc
  .record({
    names: fc.constantFrom(['latitude', 'longitude'], ['lat', 'lon'], ['latitude', 'lon'], ['lat', 'longitude'], ['lat'], ['longitude'], [], ['lat', 'lat', 'lon'], ['LAT', 'LON'], ['lat[]', 'lon[]']),
    values: fc.array(coordinateText, { minLength: 3, maxLength: 3 }),
    raw: fc.boolean(),
    junk: fc.option(junkQuery, { freq: 3 }),
  })
  .map(({ names, values, raw, junk }) => [...names.map((name, i) => `${name}=${queryValue(values[i] ?? '', raw)}`), ...(junk ? [junk] : [])].join('&'))

/** A station id: well-formed, of an unknown network, too long, hostile, or empty. */
const stationIdText = fc.oneof(
  fc.constantFrom('openaq:2178', 'simulated:407,-740', 'airnow:840060370113', 'purpleair:131075', 'sensor-community:7'),
  fc.constantFrom('nope', 'openaq:', ':12', 'OPENAQ:1', 'openaq:1;drop', `openaq:${'9'.repeat(65)}`, 'openaq:a b', ''),
  hostileText,
)
/** `pin` and `exclude` (decision 194): lists of 0 to 25 ids, repeated, one id in both, or hostile. */
const choicesQuery = fc
  .record({
    name: fc.constantFrom('pin', 'exclude', 'pin[]'),
    ids: fc.array(stationIdText, { maxLength: 25 }),
    raw: fc.boolean(),
    both: fc.boolean(),
  })
  .map(({ name, ids, raw, both }) => [`${name}=${queryValue(ids.join(','), raw)}`, ...(both && ids[0] ? [`${name === 'pin' ? 'exclude' : 'pin'}=${queryValue(ids[0], raw)}`] : [])].join('&'))
const placeQuery = fc
  .tuple(coordinatesQuery, fc.option(choicesQuery, { freq: 2 }))
  .map(([place, choices]) => (choices ? `${place}&${choices}` : place))

const queryOf = (r: FuzzRequest) => Object.fromEntries(new URL(r.target, 'http://localhost').searchParams)
const validPlace = (r: FuzzRequest) => coordinatesQuerySchema.safeParse(queryOf(r)).success
const validChoices = (r: FuzzRequest) => stationChoicesQuerySchema.safeParse(queryOf(r)).success
const noBodies = jsonBodies(objectBodies({}))

function airQuality(name: string, path: string, handler: EndpointFuzz['handler'], premium = false): EndpointFuzz {
  return {
    name: `GET ${path}`,
    handler,
    requests: requests({ methods: ['GET'], target: placeQuery.map((q) => `${path}?${q}`), body: noBodies, ...(premium ? PREMIUM_CALLERS : {}) }),
    // A valid place with valid station choices is served (and its forecast cached): never sent. Premium needs a premium caller too.
    accepts: (r) => methodOf(r) === 'GET' && validPlace(r) && validChoices(r) && (!premium || effectiveCaller(r) === 'premium'),
    harmless: () => false,
  }
}

/** `q`: too short or long after trimming, missing, repeated, hostile, or not text at all. */
const searchQuery = fc.oneof(
  fc.tuple(fc.oneof(hostileText, longText, fc.constantFrom('', ' ', 'ab', ' a ', '\u0000\u0000', '  \t ', 'x'.repeat(201), '😀', '%ZZ', '%')), fc.boolean()).map(([q, raw]) => `q=${queryValue(q, raw)}`),
  fc.tuple(hostileText, hostileText).map(([a, b]) => `q=${queryValue(a, false)}&q=${queryValue(b, false)}`),
  junkQuery,
)

describeFuzz('air quality and places', () => [
  airQuality('current', '/api/air-quality/current', currentHandler),
  airQuality('forecast', '/api/air-quality/forecast', forecastHandler),
  airQuality('forecast-premium', '/api/air-quality/forecast-premium', premiumHandler, true),
  airQuality('regional', '/api/air-quality/regional', regionalHandler),
  {
    name: 'GET /api/geocoding/search',
    handler: searchHandler,
    requests: requests({ methods: ['GET'], target: searchQuery.map((q) => `/api/geocoding/search?${q}`), body: noBodies }),
    accepts: (r) => methodOf(r) === 'GET' && locationSearchQuerySchema.safeParse(queryOf(r)).success,
  },
  {
    name: 'GET /api/geocoding/reverse',
    handler: reverseHandler,
    requests: requests({ methods: ['GET'], target: coordinatesQuery.map((q) => `/api/geocoding/reverse?${q}`), body: noBodies }),
    accepts: (r) => methodOf(r) === 'GET' && validPlace(r),
  },
  {
    // It takes no input but the method: a GET with junk is still the page, served from the cache warmed here.
    name: 'GET /api/get-screenshots-html',
    handler: screenshotsHandler,
    // Every GET renders the same page, so most requests try the other methods.
    requests: requests({ methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'], target: pathWithJunk('/api/get-screenshots-html'), body: noBodies }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
    prepare: async () => {
      const warm = await screenshotsHandler(new Request('http://localhost/api/get-screenshots-html'))
      if (warm.status !== 200) throw new Error(`warming the screenshots cache answered ${warm.status}`)
    },
  },
])
