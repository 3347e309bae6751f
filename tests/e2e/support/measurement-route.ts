import type { Page, Request } from 'playwright-core'
import type { AirQualityResponse, Measurement, StationShown } from '../../../src/domain/contracts/air-quality'

/*
 * Until the server fills `measurement` and `pmSource` (issue 14, the fusedserver branch), the
 * UI tests add them to the real answers here, the way the contract says the server will:
 * excluded stations are never used, pinned ones first, else the nearest regulatory monitors.
 * Remove this and let the real answers through once the server part is merged.
 */

type Station = Omit<StationShown, 'weight' | 'status'> & { indoor?: boolean }

/** Stations around New York City (40.7, -74.0) as the contract shows them. */
export const NYC_STATIONS: Station[] = [
  { id: 'airnow:360610135', name: 'PS 314', network: 'airnow', kind: 'regulatory', distanceKm: 3.24, ageMinutes: 20, nowcastPm2_5: 14.2 },
  { id: 'airnow:360610079', name: 'IS 143', network: 'airnow', kind: 'regulatory', distanceKm: 6.8, ageMinutes: 35, nowcastPm2_5: 11.04 },
  { id: 'purpleair:91234', name: 'Roof on 5th St', network: 'purpleair', kind: 'low-cost', correction: 'EPA 2021', distanceKm: 1.1, ageMinutes: 10, nowcastPm2_5: 9.3 },
  { id: 'sensor-community:7788', name: 'Balcony', network: 'sensor-community', kind: 'low-cost', distanceKm: 2.04, ageMinutes: 15, nowcastPm2_5: 21.7, indoor: true },
]

/** What the server would say of each station, given the request's pin= and exclude=. */
export function measurementFor(stations: Station[], url: URL): Measurement {
  const list = (name: string) => url.searchParams.get(name)?.split(',').filter(Boolean) ?? []
  const pinned = list('pin')
  const excluded = list('exclude')
  const valid = stations.filter((s) => !s.indoor && !excluded.includes(s.id))
  const pinnedValid = pinned.flatMap((id) => valid.filter((s) => s.id === id))
  const used = pinnedValid.length > 0 ? pinnedValid : valid.filter((s) => s.kind === 'regulatory' && s.distanceKm <= 25).sort((a, b) => a.distanceKm - b.distanceKm).slice(0, 3)
  const shown: StationShown[] = stations.map(({ indoor, ...s }) => {
    const share = used.some((u) => u.id === s.id) ? 1 / used.length : 0
    const status: StationShown['status'] = excluded.includes(s.id)
      ? 'excluded'
      : indoor
        ? 'indoor'
        : share > 0
          ? pinned.includes(s.id) ? 'pinned' : 'used'
          : s.distanceKm > 25 ? 'too-far' : 'not-needed'
    return { ...s, weight: share, status }
  })
  return used.length > 0
    ? { kind: 'measured', model: 'CAMS global, 45 km', correctionPm2_5: 4.6, fadeHours: 12, simulated: false, stations: shown.sort((a, b) => b.weight - a.weight) }
    : { kind: 'model-estimate', model: 'CAMS global, 45 km', simulated: false, stations: shown }
}

/**
 * Adds `measurement` (and, on forecasts, `pmSource` per hour) to the app's air-quality
 * answers; `stationsAt(lat)` picks the stations around a place (none: a model estimate).
 * Every request is recorded, for what it carried. Call `page.unrouteAll({ behavior:
 * 'ignoreErrors' })` before the page closes: a refetch may be under way.
 */
export async function addMeasurements(page: Page, stationsAt: (lat: number) => Station[]): Promise<Request[]> {
  const seen: Request[] = []
  await page.route(/\/api\/air-quality\/(current|forecast|forecast-premium)\?/, async (route) => {
    seen.push(route.request())
    const url = new URL(route.request().url())
    const response = await route.fetch()
    const answer = (await response.json()) as AirQualityResponse
    const measurement = measurementFor(stationsAt(Number(url.searchParams.get('latitude'))), url)
    const list = answer.list.map((entry, i) => ({
      ...entry,
      pmSource: measurement.kind === 'model-estimate' ? 'model' : i === 0 ? 'measured' : i < 12 ? 'fused' : 'model',
    }))
    await route.fulfill({ response, json: { ...answer, list, measurement } })
  })
  return seen
}
