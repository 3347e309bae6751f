import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fake-upstream'
import { inBox, type FakeSite } from './fake-observation-sites'

export interface FakePurpleAir extends FakeUpstream {
  state: { sites: FakeSite[] }
}

const BASE = { api_version: 'V1.0.14-0.0.58', time_stamp: 0, data_time_stamp: 0 }

/**
 * A fake PurpleAir API v1: GET /v1/sensors (fields, nwlng, nwlat, selng, selat, max_age) and
 * GET /v1/sensors/{index}/history (start_timestamp, end_timestamp, average, fields), answering
 * a `fields` header and `data` rows as api.purpleair.com does; `sensor_index` and `time_stamp`
 * come first, the other columns in an order of the fake's own (not the request's).
 */
export async function startFakePurpleAir(): Promise<FakePurpleAir> {
  const state = { sites: [] as FakeSite[] }
  const fake = await startFakeUpstream({
    answer: (request) => answer(request, state.sites),
    serverErrorBody: { error: 'InternalServerError', description: 'Something went wrong' },
    rateLimitedBody: { error: 'RateLimitExceeded', description: 'Too many requests' },
    invalidShapeBody: { fields: 'name', data: 'none' },
    retryAfterSeconds: 5,
  })
  return { ...fake, state }
}

function answer({ path, query }: RecordedRequest, sites: FakeSite[]): FakeReply {
  if (path === '/v1/sensors') {
    const box = { minLat: Number(query['selat']), maxLat: Number(query['nwlat']), minLon: Number(query['nwlng']), maxLon: Number(query['selng']) }
    if (Object.values(box).some(Number.isNaN)) return { status: 400, body: { error: 'InvalidParameterValueError', description: 'bad box' } }
    const fields = ['longitude', 'latitude', 'name', 'location_type']
    const data = sites.filter((site) => inBox(site, box)).map((site) => [site.id, site.lon, site.lat, site.name, site.indoor ? 1 : 0])
    return { status: 200, body: { ...BASE, max_age: Number(query['max_age']), fields: ['sensor_index', ...fields], data } }
  }
  const history = /^\/v1\/sensors\/(\d+)\/history$/.exec(path)
  if (history) {
    const site = sites.find((s) => s.id === Number(history[1]))
    if (!site) return { status: 404, body: { error: 'NotFoundError', description: 'Cannot find a sensor with the provided parameters.' } }
    if (query['average'] !== '60') return { status: 400, body: { error: 'InvalidParameterValueError', description: 'average' } }
    const start = Number(query['start_timestamp'])
    const end = Number(query['end_timestamp'])
    const data = site.hours
      .filter((h) => h.dt >= start && h.dt < end)
      .map((h) => [h.dt, h.humidity ?? 50, h.b ?? h.value, h.value])
    return {
      status: 200,
      body: { ...BASE, sensor_index: site.id, start_timestamp: start, end_timestamp: end, average: 60, fields: ['time_stamp', 'humidity', 'pm2.5_cf_1_b', 'pm2.5_cf_1_a'], data },
    }
  }
  return { status: 404, body: { error: 'NotFoundError', description: 'Not found' } }
}
