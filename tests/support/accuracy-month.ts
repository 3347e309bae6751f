// A scripted November 2026 for the accuracy record: what the job, the raw model and
// persistence predicted for three cells, and what was measured near them. Written through
// the real tables (the job's own recording statement, then the settle step), for the
// integration test that checks the figures by hand and for the /accuracy e2e screenshot.
import { settleAccuracy, type MeasuredHours, type SettleSummary } from '../../netlify/server/accuracy/settle-accuracy'
import { cellFor } from '../../netlify/server/air-quality/cells'
import { regionOf } from '../../netlify/server/air-quality/regions'
import { recordAccuracyDecisions } from '../../netlify/server/data/accuracy-record'
import { database } from '../../netlify/server/data/transaction'
import type { Forecaster } from '../../src/domain/accuracy/predictions'
import type { MeasuredHour } from '../../src/domain/accuracy/settle'
import type { Threshold } from '../../src/domain/contracts/alerts'

const HOUR = 3600
/** PM2.5 ≥ 55.5 µg/m³ (US AQI 151, "Unhealthy"). */
export const MONTH_THRESHOLD: Threshold = { kind: 'pm25', value: 55.5 }
/** Unix s of November `day`, `h`:`m` UTC. */
export const nov = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h, m) / 1000

export const LONDON = cellFor({ lat: 51.5, lon: -0.1 })
export const NEW_YORK = cellFor({ lat: 40.7, lon: -74.0 })
/** Watched, predicted, but no station near it: nothing may be scored there. */
export const PARIS = cellFor({ lat: 48.9, lon: 2.4 })

/** Hours at or over the threshold (start, µg/m³) on a background of 20 µg/m³; the rest measured unless listed as missing. */
interface MeasuredScript {
  high: [number, number][]
  missing: number[]
}

export const MEASURED: Record<string, MeasuredScript> = {
  [LONDON.key]: {
    high: [
      [nov(3, 10), 80], [nov(3, 11), 80], [nov(3, 12), 80], [nov(3, 13), 80], // E1: onset 3 Nov 10:00
      [nov(10, 15), 70], [nov(10, 16), 70], // E2: 10 Nov 15:00
      [nov(18, 18), 60], // E4: 18 Nov 18:00
      [nov(20, 8), 90], [nov(20, 9), 90], [nov(20, 10), 90], // E3: 20 Nov 08:00
      [nov(22, 2), 80], [nov(22, 3), 80], // 22 Nov 02:00: 00:00 and 01:00 unmeasured, not scored
      [nov(24, 12), 75], [nov(24, 13), 75], // E5: 24 Nov 12:00
      [nov(29, 6), 65], [nov(29, 7), 65], // E6: 29 Nov 06:00
    ],
    missing: [nov(22, 0), nov(22, 1)],
  },
  [NEW_YORK.key]: {
    high: [[nov(5, 14), 70], [nov(5, 15), 70], [nov(12, 9), 60]],
    missing: [],
  },
}

/** [forecaster, issued at, predicted onset] per cell, in the order the job would have recorded them. */
export const PREDICTIONS: Record<string, [Forecaster, number, number][]> = {
  [LONDON.key]: [
    ['job', nov(3, 7, 50), nov(3, 10)], ['model', nov(3, 7, 50), nov(3, 10)],
    // The next cycle names 11:00: within 3 h of the 10:00 already kept, the same predicted episode.
    ['job', nov(3, 8, 5), nov(3, 11)],
    ['persistence', nov(3, 10), nov(3, 10)],
    ['job', nov(6, 20), nov(6, 22)], // nothing measured: false alarm
    ['job', nov(10, 14), nov(10, 15)], ['persistence', nov(10, 15), nov(10, 15)],
    ['job', nov(15, 12), nov(15, 14)], ['model', nov(15, 12), nov(15, 14)], ['persistence', nov(15, 13), nov(15, 13)], // false alarms
    ['persistence', nov(18, 18), nov(18, 18)],
    ['job', nov(20, 5, 45), nov(20, 7)], ['model', nov(20, 7), nov(20, 8)], ['persistence', nov(20, 8, 15), nov(20, 8)],
    ['job', nov(21, 23, 45), nov(22, 2)], // about the unscored 22 Nov episode: no false alarm
    ['job', nov(24, 9, 45), nov(24, 12)], ['model', nov(24, 9, 45), nov(24, 12)], ['persistence', nov(24, 12), nov(24, 12)],
    ['job', nov(29, 4), nov(29, 6)], ['persistence', nov(29, 6), nov(29, 6)],
  ],
  [NEW_YORK.key]: [['job', nov(5, 11, 50), nov(5, 14)]],
  [PARIS.key]: [['job', nov(8, 9), nov(8, 11)]],
}

/** The scripted measured hours of a cell, from 30 Oct to 3 Dec; none near Paris. */
export const scriptedMeasuredHours: MeasuredHours = async (cell, fromDt, toDt) => {
  const script = MEASURED[cellFor(cell).key]
  if (!script) return []
  const high = new Map(script.high)
  const hours: MeasuredHour[] = []
  for (let dt = nov(1, 0) - 2 * 24 * HOUR; dt < nov(30, 0) + 3 * 24 * HOUR; dt += HOUR) {
    if (dt < fromDt || dt >= toDt || script.missing.includes(dt)) continue
    hours.push({ dt, pm2_5: high.get(dt) ?? 20 })
  }
  return hours
}

/**
 * Records the month as the job would (every November day watched for each cell, each
 * prediction at its cycle, with the job's statement) and runs the settle step on 3 Dec.
 */
export async function seedScriptedMonth(): Promise<SettleSummary> {
  for (const cell of [LONDON, NEW_YORK, PARIS]) {
    const region = regionOf(cell).region
    const watched = [{ cellKey: cell.key, threshold: MONTH_THRESHOLD, region, lat: cell.lat, lon: cell.lon }]
    for (let day = 1; day <= 30; day += 1) await recordAccuracyDecisions(database, watched, [], nov(day, 12))
    for (const [forecaster, issued, onset] of PREDICTIONS[cell.key] ?? []) {
      await recordAccuracyDecisions(database, watched, [
        { cellKey: cell.key, threshold: MONTH_THRESHOLD, forecaster, onset, level: 4, source: 'model', region },
      ], issued)
    }
  }
  return settleAccuracy({ measuredHours: scriptedMeasuredHours, now: nov(30, 0) + 3 * 24 * HOUR })
}
