import fc from 'fast-check'
import accuracyHandler from '../../../netlify/functions/accuracy'
import firesHandler from '../../../netlify/functions/map-fires'
import overlayHandler from '../../../netlify/functions/map-overlay'
import windHandler from '../../../netlify/functions/map-wind'
import { accuracyQuerySchema } from '../../../src/domain/contracts/accuracy-query'
import { mapViewQuerySchema } from '../../../src/domain/contracts/map-query'
import { coordinateText, hostileText, jsonBodies, junkQuery, objectBodies, wellFormed } from './generators'
import { methodOf, requests, type FuzzRequest } from './fuzz-request'
import { describeFuzz, type EndpointFuzz } from './harness'

const queryOf = (r: FuzzRequest) => Object.fromEntries(new URL(r.target, 'http://localhost').searchParams)
const noBodies = jsonBodies(objectBodies({}))
const encoded = (text: string) => encodeURIComponent(wellFormed(text))

/** A map view's edges and zoom: some missing, swapped, off the globe, hostile, with junk alongside. */
const viewQuery = fc
  .record({
    edges: fc.subarray(['west', 'south', 'east', 'north', 'zoom']),
    values: fc.array(fc.oneof(coordinateText, hostileText, fc.constantFrom('-74.2', '40.5', '-73.9', '40.9', '11', '23', '1e3', '')), {
      minLength: 5,
      maxLength: 5,
    }),
    junk: fc.option(junkQuery, { freq: 3 }),
  })
  .map(({ edges, values, junk }) => [...edges.map((edge, i) => `${edge}=${encoded(values[i] ?? '')}`), ...(junk ? [junk] : [])].join('&'))

function mapView(path: string, handler: EndpointFuzz['handler']): EndpointFuzz {
  return {
    name: `GET ${path}`,
    handler,
    requests: requests({ methods: ['GET'], target: viewQuery.map((q) => `${path}?${q}`), body: noBodies }),
    // A valid view is served (and its cells cached): never sent.
    accepts: (r) => methodOf(r) === 'GET' && mapViewQuerySchema.safeParse(queryOf(r)).success,
    harmless: () => false,
  }
}

/** region and month: right, wrong, hostile, repeated, or beside an unknown parameter. */
const accuracyQuery = fc
  .record({
    region: fc.option(fc.oneof(fc.constantFrom('UK', 'Europe', 'other', 'uk', 'Mars', ''), hostileText)),
    month: fc.option(fc.oneof(fc.constantFrom('2026-11', '2026-13', '26-11', '2026-1', ''), hostileText)),
    junk: fc.option(junkQuery, { freq: 2 }),
  })
  .map(({ region, month, junk }) =>
    [region === null ? '' : `region=${encoded(region)}`, month === null ? '' : `month=${encoded(month)}`, junk ?? ''].filter((p) => p !== '').join('&'),
  )

describeFuzz('the map and the accuracy record', () => [
  mapView('/api/map/overlay', overlayHandler),
  mapView('/api/map/wind', windHandler),
  mapView('/api/map/fires', firesHandler),
  {
    name: 'GET /api/accuracy',
    handler: accuracyHandler,
    requests: requests({ methods: ['GET'], target: accuracyQuery.map((q) => `/api/accuracy?${q}`), body: noBodies }),
    // A valid query is a read of the published record: never sent.
    accepts: (r) => methodOf(r) === 'GET' && accuracyQuerySchema.safeParse(queryOf(r)).success,
    harmless: () => false,
  },
])
