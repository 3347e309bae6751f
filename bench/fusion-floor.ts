// `npm run bench`'s fusion-floor line (issue 24 item 3, decision 255): over two weeks of the
// simulated model at five cities, with regulatory monitors at the centres of the other 0.1°
// cells within 25 km each reading its own cell's model, how often the hour under way is shown
// below 1 µg/m³ beside a station measuring more (today's fusion, and the additive correction
// clamped at 0 it replaced), and how often it differs from the stations' combined NowCast by
// more than 30 % + 5 µg/m³ (the screen then says why).
import { cellFor } from '../netlify/server/air-quality/cells'
import { fuseCell, NO_CHOICES } from '../netlify/server/fusion/fused-cell'
import { simulatedForecast } from '../netlify/server/providers/air-quality/simulated'
import { correctionShare } from '../src/domain/fusion/fused-forecast'
import type { StationSeries } from '../src/domain/observations/types'
import { distanceKm } from '../src/domain/report/comparison'

const HOUR = 3600
const DAYS = 14
const PLACES = {
  'New York': { lat: 40.7128, lon: -74.006 },
  London: { lat: 51.5074, lon: -0.1278 },
  Paris: { lat: 48.8566, lon: 2.3522 },
  Delhi: { lat: 28.6139, lon: 77.209 },
  Adelaide: { lat: -34.9285, lon: 138.6007 },
}

/** Monitors at the centres of the 0.1° cells (not the place's own) within 25 km, each its own cell's model for the 13 hours before `now`. */
function monitorsAround(place: { lat: number; lon: number }, now: number): StationSeries[] {
  const home = cellFor(place)
  const hour = Math.floor(now / HOUR) * HOUR
  const series: StationSeries[] = []
  for (let dy = -3; dy <= 3; dy++) {
    for (let dx = -3; dx <= 3; dx++) {
      if (dx === 0 && dy === 0) continue
      const at = { lat: Math.round((home.lat + dy / 10) * 10) / 10, lon: Math.round((home.lon + dx / 10) * 10) / 10 }
      const km = distanceKm(home, at)
      if (km > 25) continue
      const id = `simulated:${dy}_${dx}`
      const own = simulatedForecast(cellFor(at), now)
      series.push({
        station: { id, network: 'simulated', name: id, ...at, kind: 'regulatory', indoor: false },
        distanceKm: km,
        observations: own.hours
          .filter((h) => h.dt < hour && h.dt >= hour - 13 * HOUR && h.components.pm2_5 !== null)
          .map((h) => ({ stationId: id, dt: h.dt, pm2_5: h.components.pm2_5 ?? 0, flags: [] })),
      })
    }
  }
  return series
}

export function fusionFloorFigures(): string[] {
  const end = Math.floor(Date.UTC(2026, 10, 28) / 1000)
  let hours = 0
  let belowOne = 0
  let belowOneClamped = 0
  let apart = 0
  for (const place of Object.values(PLACES)) {
    const cell = cellFor(place)
    for (let k = 0; k < DAYS * 24; k++) {
      const now = end - k * HOUR + 20 * 60
      const forecast = simulatedForecast(cell, now)
      const fusion = fuseCell(forecast, monitorsAround(place, now), NO_CHOICES, place, now)
      const used = fusion.measurement.stations.filter((s) => s.status === 'used' && s.nowcastPm2_5 !== null)
      if (fusion.measurement.kind !== 'measured' || used.length === 0) continue
      const underWay = Math.floor(now / HOUR) * HOUR
      const shown = fusion.forecast.hours.find((h) => h.dt === underWay)?.components.pm2_5 ?? null
      const model = forecast.hours.find((h) => h.dt === underWay)?.components.pm2_5 ?? null
      if (shown === null || model === null) continue
      hours++
      const combined = used.reduce((sum, s) => sum + s.weight * (s.nowcastPm2_5 ?? 0), 0) / used.reduce((sum, s) => sum + s.weight, 0)
      // The hour under way is 1 h after the stations' latest ended hour.
      const clamped = Math.max(0, model + (fusion.measurement.correctionPm2_5 ?? 0) * correctionShare(1))
      if (combined >= 1 && shown < 1) belowOne++
      if (combined >= 1 && clamped < 1) belowOneClamped++
      if (Math.abs(shown - combined) > 0.3 * combined + 5) apart++
    }
  }
  return [
    `bench fusion-floor: place_hours=${hours} shown_below_1_ugm3=${belowOne} clamped_additive_below_1_ugm3=${belowOneClamped} apart_from_stations=${apart} (5 cities x ${DAYS} days, simulated, monitors in neighbouring cells)`,
  ]
}
