import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fake-upstream'
import { parseUtc, within, type FakeSite } from './fake-observation-sites'

export interface FakeOpenAqState {
  sites: FakeSite[]
  /** The most rows the fake puts on a page, whatever `limit` asks (to test paging). */
  pageSize: number
}

export interface FakeOpenAq extends FakeUpstream {
  state: FakeOpenAqState
}

/** OpenAQ's PM2.5 sensor of a location is location id × 10 in this fake. */
export const openAqSensorOf = (site: FakeSite) => site.id * 10

/**
 * A fake OpenAQ API v3: GET /v3/locations (coordinates=lat,lon, radius in m ≤ 25,000,
 * parameters_id, limit, page) and GET /v3/sensors/{id}/hours (datetime_from, datetime_to,
 * limit, page), answering `meta` and `results` as docs.openaq.org shows them.
 */
export async function startFakeOpenAq(): Promise<FakeOpenAq> {
  const state: FakeOpenAqState = { sites: [], pageSize: 1000 }
  const fake = await startFakeUpstream({
    answer: (request) => answer(request, state),
    serverErrorBody: { detail: 'Internal Server Error' },
    rateLimitedBody: { detail: 'Too many requests' },
    invalidShapeBody: { meta: { page: 1, limit: 100 }, results: [{ id: 'x', coordinates: null }] },
    retryAfterSeconds: 30,
  })
  return { ...fake, state }
}

function page<T>(rows: T[], query: Record<string, string>, pageSize: number): FakeReply {
  const limit = Math.min(Number(query['limit'] ?? 100), pageSize)
  const number = Number(query['page'] ?? 1)
  return { status: 200, body: { meta: { name: 'openaq-api', website: '/', page: number, limit, found: rows.length }, results: rows.slice((number - 1) * limit, number * limit) } }
}

function answer({ path, query }: RecordedRequest, state: FakeOpenAqState): FakeReply {
  if (path === '/v3/locations') {
    const [lat, lon] = (query['coordinates'] ?? '').split(',').map(Number)
    const radiusM = Number(query['radius'])
    if (lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon) || !(radiusM > 0 && radiusM <= 25_000)) {
      return { status: 422, body: { detail: [{ msg: 'coordinates and a radius up to 25000 m are required' }] } }
    }
    const rows = state.sites
      .filter((site) => within(site, { lat, lon }, radiusM / 1000))
      .map((site) => ({
        id: site.id,
        name: site.name,
        isMobile: false,
        isMonitor: site.monitor ?? false,
        coordinates: { latitude: site.lat, longitude: site.lon },
        sensors: [
          { id: openAqSensorOf(site), name: 'pm25 µg/m³', parameter: { id: 2, name: 'pm25', units: 'µg/m³', displayName: 'PM2.5' } },
          { id: openAqSensorOf(site) + 1, name: 'pm10 µg/m³', parameter: { id: 1, name: 'pm10', units: 'µg/m³', displayName: 'PM10' } },
        ],
        datetimeLast: null,
      }))
    return page(rows, query, state.pageSize)
  }
  const sensor = /^\/v3\/sensors\/(\d+)\/hours$/.exec(path)
  if (sensor) {
    const site = state.sites.find((s) => openAqSensorOf(s) === Number(sensor[1]))
    if (!site) return { status: 404, body: { detail: 'Not Found' } }
    const from = parseUtc(query['datetime_from'])
    const to = parseUtc(query['datetime_to'])
    const rows = site.hours
      .filter((h) => h.dt >= from && h.dt < to)
      .map((h) => ({
        value: h.value,
        flagInfo: { hasFlags: false },
        parameter: { id: 2, name: 'pm25', units: 'µg/m³', displayName: null },
        period: {
          label: 'raw',
          interval: '01:00:00',
          datetimeFrom: { utc: new Date(h.dt * 1000).toISOString(), local: new Date(h.dt * 1000).toISOString() },
          datetimeTo: { utc: new Date((h.dt + 3600) * 1000).toISOString(), local: new Date((h.dt + 3600) * 1000).toISOString() },
        },
      }))
    return page(rows, query, state.pageSize)
  }
  return { status: 404, body: { detail: 'Not Found' } }
}
