import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fake-upstream'
import { inBox, parseUtc, type FakeSite } from './fake-observation-sites'

export interface FakeAirNow extends FakeUpstream {
  state: { sites: FakeSite[] }
}

/** AirNow's "UTC" field: the hour's start as "YYYY-MM-DDTHH:MM". */
const airNowUtc = (dt: number) => new Date(dt * 1000).toISOString().slice(0, 16)

/**
 * A fake AirNow API: GET /aq/data/ (Observations by Monitoring Site) with startDate, endDate
 * ("YYYY-MM-DDTHH", inclusive), parameters, BBOX (minLon,minLat,maxLon,maxLat), dataType,
 * format, verbose and API_KEY; a wrong key gets AirNow's 401 text.
 */
export async function startFakeAirNow(apiKey: string): Promise<FakeAirNow> {
  const state = { sites: [] as FakeSite[] }
  const fake = await startFakeUpstream({
    answer: (request) => answer(request, state.sites, apiKey),
    serverErrorBody: { WebServiceError: [{ Message: 'Internal error' }] },
    rateLimitedBody: { WebServiceError: [{ Message: 'Web service request limit exceeded' }] },
    invalidShapeBody: [{ Latitude: 'north', UTC: 12 }],
    retryAfterSeconds: null,
  })
  return { ...fake, state }
}

function answer({ path, query }: RecordedRequest, sites: FakeSite[], apiKey: string): FakeReply {
  if (path !== '/aq/data/') return { status: 404, body: { WebServiceError: [{ Message: 'Not found' }] } }
  if (query['API_KEY'] !== apiKey) return { status: 401, body: { WebServiceError: [{ Message: 'Invalid API key' }] } }
  const [minLon, minLat, maxLon, maxLat] = (query['BBOX'] ?? '').split(',').map(Number)
  const from = parseUtc(query['startDate'])
  const to = parseUtc(query['endDate'])
  if ([minLon, minLat, maxLon, maxLat, from, to].some((n) => n === undefined || Number.isNaN(n)) || query['parameters'] !== 'PM25') {
    return { status: 400, body: { WebServiceError: [{ Message: 'Invalid request parameters' }] } }
  }
  const box = { minLat: minLat!, maxLat: maxLat!, minLon: minLon!, maxLon: maxLon! }
  const rows = sites
    .filter((site) => inBox(site, box))
    .flatMap((site) =>
      site.hours
        .filter((h) => h.dt >= from && h.dt <= to)
        .map((h) => ({
          Latitude: site.lat,
          Longitude: site.lon,
          UTC: airNowUtc(h.dt),
          Parameter: 'PM2.5',
          Unit: 'UG/M3',
          Value: h.value,
          AQI: 0,
          Category: 1,
          SiteName: site.name,
          AgencyName: 'Fake Agency',
          FullAQSCode: `84000${site.id}`,
          IntlAQSCode: `840${site.id}`,
        })),
    )
  return { status: 200, body: rows }
}
