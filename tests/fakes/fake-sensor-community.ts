import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fake-upstream'
import { within, type FakeSite } from './fake-observation-sites'

export interface FakeSensorCommunity extends FakeUpstream {
  state: { sites: FakeSite[] }
}

/** "2026-11-26 01:12:00": Sensor.Community's UTC timestamp format. */
const timestampOf = (t: number) => new Date(t * 1000).toISOString().slice(0, 19).replace('T', ' ')

/**
 * A fake Sensor.Community data API: GET /airrohr/v1/filter/area=lat,lon,km answers the
 * measurements of every SDS011 in the circle, two per listed hour (at :10 and :40), with
 * numbers as strings and the location's `indoor` flag, as data.sensor.community does.
 */
export async function startFakeSensorCommunity(): Promise<FakeSensorCommunity> {
  const state = { sites: [] as FakeSite[] }
  const fake = await startFakeUpstream({
    answer: (request) => answer(request, state.sites),
    serverErrorBody: { detail: 'Server Error' },
    rateLimitedBody: { detail: 'Request was throttled.' },
    invalidShapeBody: [{ timestamp: 'yesterday', location: {}, sensor: {} }],
    retryAfterSeconds: 60,
  })
  return { ...fake, state }
}

function answer({ path }: RecordedRequest, sites: FakeSite[]): FakeReply {
  const area = /^\/airrohr\/v1\/filter\/area=(-?[\d.]+),(-?[\d.]+),([\d.]+)$/.exec(path)
  if (!area) return { status: 404, body: { detail: 'Not found.' } }
  const center = { lat: Number(area[1]), lon: Number(area[2]) }
  const rows = sites
    .filter((site) => within(site, center, Number(area[3])))
    .flatMap((site) =>
      site.hours.flatMap((h) =>
        [600, 2400].map((offset, i) => ({
          id: site.id * 100_000 + h.dt / 3600 + i,
          sampling_rate: null,
          timestamp: timestampOf(h.dt + offset),
          location: {
            id: site.id + 1,
            latitude: site.lat.toFixed(3),
            longitude: site.lon.toFixed(3),
            altitude: '40.0',
            country: 'DE',
            exact_location: 0,
            indoor: site.indoor ? 1 : 0,
          },
          sensor: { id: site.id, pin: '1', sensor_type: { id: 14, name: 'SDS011', manufacturer: 'Nova Fitness' } },
          sensordatavalues: [
            { id: 1, value: (h.value + (i === 0 ? -0.5 : 0.5)).toFixed(2), value_type: 'P2' },
            { id: 2, value: (h.value * 1.6).toFixed(2), value_type: 'P1' },
          ],
        })),
      ),
    )
  return { status: 200, body: rows }
}
