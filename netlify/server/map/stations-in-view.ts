import type { StationInView } from '../../../src/domain/contracts/map'
import { aqiFor } from '../../../src/domain/aqi'
import { levelOfUsAqi } from '../../../src/domain/aqi/levels'
import { stationNowcast } from '../../../src/domain/fusion/station-nowcast'
import type { Bbox, LatLon } from '../../../src/domain/map/bbox'
import type { StationSeries } from '../../../src/domain/observations/types'
import { cellFor } from '../air-quality/cells'
import type { UpstreamCaller } from '../air-quality/upstream-shares'
import { stationsByDeadline } from '../fusion/fused-cell'
import { DEFAULT_RADIUS_KM, keptNear, nearbyStationSeries } from '../observations/nearby'

export interface StationsInView {
  stations: StationInView[]
  /** False when the observation port could not be asked (or missed the deadline): `stations` is then empty for that reason. */
  connected: boolean
  /** Every station the one read returned, within 25 km of the view's centre cell: what the view's cells are fused with. */
  nearby: StationSeries[]
  /**
   * True when the networks failed or missed the deadline (the view's cells are model estimates
   * for now), or a budget refused a network's call (decision 234): the view is then the caller's alone.
   */
  degraded: boolean
}

const HOUR_SECONDS = 3600

/**
 * The measuring stations of a view, read once through the observation port (netlify/server/
 * observations, issue 14: its database cache, budgets and adapters), as a place's answer reads
 * them (decision 197): around the centre of the 0.1° cell at the view's centre, 25 km (decision
 * 161), also keeping what each of `cells` (the view's cell centres) would keep (`nearestTo`, see
 * `nearbyStationSeries` for a budgeted network's limits), with the same hours, so each cell fuses
 * the stations its own answer fuses; waiting at most `deadlineMs` (then none, logged, as
 * decision 194's answers). `stations` lists those the centre's read keeps inside `bbox` with
 * their latest hour: each station's value is its EPA PM NowCast at its latest usable hour
 * (`stationNowcast`, as AirNow's Fire and Smoke Map reports a monitor), put through the US AQI's
 * 24-hour PM2.5 table like every NowCast on the site; a station with flags (stale, indoor,
 * stuck, channel disagreement) is listed with them and no level. Each network's calls come
 * from `caller`'s share (decision 234). `now` is unix seconds.
 */
export async function stationsInView(
  bbox: Bbox,
  cells: readonly LatLon[],
  now: number,
  deadlineMs: number,
  caller: UpstreamCaller,
  signal?: AbortSignal,
): Promise<StationsInView> {
  const centre = cellFor({ lat: (bbox.south + bbox.north) / 2, lon: (bbox.west + bbox.east) / 2 })
  let refused = false
  const read = await stationsByDeadline(
    (aborted) =>
      nearbyStationSeries({ lat: centre.lat, lon: centre.lon }, now, {
        radiusKm: DEFAULT_RADIUS_KM,
        nearestTo: cells,
        signal: aborted,
        caller,
        onBudgetRefusal: () => (refused = true),
      }),
    `view=${centre.key}`,
    deadlineMs,
    signal,
  )
  // Shown: what a read around the centre keeps (as before decision 197), not every cell's.
  const networks = [...new Set(read.stations.map((series) => series.station.network))]
  const shown = networks.flatMap((network) => keptNear(read.stations.filter((series) => series.station.network === network), centre, DEFAULT_RADIUS_KM))
  const inside = shown.filter(({ station: s }) => s.lat >= bbox.south && s.lat <= bbox.north && s.lon >= bbox.west && s.lon <= bbox.east)
  return { stations: inside.flatMap((one) => stationView(one, now)), connected: !read.degraded, nearby: read.stations, degraded: read.degraded || refused }
}

function stationView(series: StationSeries, now: number): StationInView[] {
  const latest = series.observations.at(-1)
  if (!latest) return []
  const current = stationNowcast(series, now)
  const usAqi = current ? aqiFor('us_epa', 'pm2_5', current.pm2_5, 'ug/m3', '24h').index : null
  const { upstreamRef: _ref, ...station } = series.station
  return [
    {
      station,
      pm2_5: current?.pm2_5 ?? latest.pm2_5,
      dt: current?.hour ?? latest.dt,
      ageSeconds: Math.max(0, now - ((current?.hour ?? latest.dt) + HOUR_SECONDS)),
      usAqi,
      level: usAqi === null ? null : levelOfUsAqi(usAqi),
      corrected: latest.correction !== undefined,
      flags: current ? [] : latest.flags,
    },
  ]
}
