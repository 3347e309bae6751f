import { hourIndexes } from './hour-indexes'
import type { AveragedInputs, HourIndexes } from './hour-indexes'
import { nowcastSeries } from './nowcast'
import type { HourlyReading, Pollutant } from './pollutants'
import { isUsableConcentration } from './units'

/**
 * Averaging rule. A trailing mean over a window of N hours (the hours ≤ i whose start lies in
 * (dt_i − N h, dt_i]) averages the values present in the window. If fewer than 75 % of the N
 * hours have a value (fewer than 18 of 24, 6 of 8), including near the start of a series, the
 * hour's own value is used instead, the same 75 % completeness EPA and DEFRA require of a
 * 24-hour mean. Null, NaN and negative values count as missing.
 */
export const MIN_WINDOW_COVERAGE = 0.75

/** Windows, in hours, of the inputs that are averaged; every other input is the hour's own value. */
const WINDOW_HOURS = { pm2_5: 24, pm10: 24, o3: 8, co: 8 } as const

const HOUR_SECONDS = 3600
// Sums are kept in integer micro-µg/m³, so they are exact and the running sums of indexSeries
// and the direct sums of indexesAt always agree to the last bit.
const FIXED_POINT = 1e6

function fixed(value: number): number {
  return Math.round(value * FIXED_POINT)
}

function meanOrOwn(sum: number, present: number, windowHours: number, own: number | null): number | null {
  if (present >= MIN_WINDOW_COVERAGE * windowHours) return sum / (present * FIXED_POINT)
  return isUsableConcentration(own) ? own : null
}

/**
 * The trailing mean of one pollutant at hour i, following the averaging rule above.
 * `hours` must be in ascending `dt` order.
 * @returns µg/m³, or null when neither the mean nor the hour's own value is available
 */
export function trailingMeanUgm3(hours: readonly HourlyReading[], i: number, pollutant: Pollutant, windowHours: number): number | null {
  const current = hours[i]
  if (current === undefined) throw new RangeError(`no hour ${i} in a series of ${hours.length}`)
  const from = current.dt - windowHours * HOUR_SECONDS
  let sum = 0
  let present = 0
  for (let j = i; j >= 0; j -= 1) {
    const hour = hours[j]
    if (hour === undefined || hour.dt <= from) break
    const value = hour.components[pollutant]
    if (isUsableConcentration(value)) {
      sum += fixed(value)
      present += 1
    }
  }
  return meanOrOwn(sum, present, windowHours, current.components[pollutant])
}

/** The same means for every hour in one pass (two pointers over each window). */
function trailingMeans(hours: readonly HourlyReading[], pollutant: Pollutant, windowHours: number): (number | null)[] {
  const means: (number | null)[] = []
  let start = 0
  let sum = 0
  let present = 0
  hours.forEach((hour, i) => {
    const value = hour.components[pollutant]
    if (isUsableConcentration(value)) {
      sum += fixed(value)
      present += 1
    }
    const from = hour.dt - windowHours * HOUR_SECONDS
    while (start < i) {
      const oldest = hours[start]
      if (oldest === undefined || oldest.dt > from) break
      const leaving = oldest.components[pollutant]
      if (isUsableConcentration(leaving)) {
        sum -= fixed(leaving)
        present -= 1
      }
      start += 1
    }
    means.push(meanOrOwn(sum, present, windowHours, value))
  })
  return means
}

/**
 * Every scale's overall index at hour i, each from its own averaging periods over hours ≤ i:
 * the US AQI from EPA's NowCast for PM and O3 (nowcast.ts) and the trailing means for CO, DAQI
 * from the trailing means (see `MIN_WINDOW_COVERAGE`); overall = worst pollutant, dominant = that
 * pollutant (ties go to the first in `POLLUTANTS`). `hours` must be in ascending `dt` order.
 * Use `indexSeries` for a whole series.
 * @throws RangeError when i is outside the series
 */
export function indexesAt(hours: readonly HourlyReading[], i: number): HourIndexes {
  const hour = hours[i]
  if (hour === undefined) throw new RangeError(`no hour ${i} in a series of ${hours.length}`)
  // The NowCast looks back at most 12 hours: the series' tail up to hour i gives the same value.
  const upTo = hours.slice(Math.max(0, i - 12), i + 1)
  const last = upTo.length - 1
  const avg: AveragedInputs = {
    nowcast: {
      pm2_5: nowcastSeries(upTo, 'pm2_5')[last] ?? null,
      pm10: nowcastSeries(upTo, 'pm10')[last] ?? null,
      o3: nowcastSeries(upTo, 'o3')[last] ?? null,
    },
    mean: {
      pm2_5: trailingMeanUgm3(hours, i, 'pm2_5', WINDOW_HOURS.pm2_5),
      pm10: trailingMeanUgm3(hours, i, 'pm10', WINDOW_HOURS.pm10),
      o3: trailingMeanUgm3(hours, i, 'o3', WINDOW_HOURS.o3),
      co: trailingMeanUgm3(hours, i, 'co', WINDOW_HOURS.co),
    },
  }
  return hourIndexes(hour.components, avg)
}

/** `indexesAt` for every hour of the series, equal to calling it hour by hour. */
export function indexSeries(hours: readonly HourlyReading[]): HourIndexes[] {
  const nowcast = { pm2_5: nowcastSeries(hours, 'pm2_5'), pm10: nowcastSeries(hours, 'pm10'), o3: nowcastSeries(hours, 'o3') }
  const mean = {
    pm2_5: trailingMeans(hours, 'pm2_5', WINDOW_HOURS.pm2_5),
    pm10: trailingMeans(hours, 'pm10', WINDOW_HOURS.pm10),
    o3: trailingMeans(hours, 'o3', WINDOW_HOURS.o3),
    co: trailingMeans(hours, 'co', WINDOW_HOURS.co),
  }
  return hours.map((hour, i) =>
    hourIndexes(hour.components, {
      nowcast: { pm2_5: nowcast.pm2_5[i] ?? null, pm10: nowcast.pm10[i] ?? null, o3: nowcast.o3[i] ?? null },
      mean: { pm2_5: mean.pm2_5[i] ?? null, pm10: mean.pm10[i] ?? null, o3: mean.o3[i] ?? null, co: mean.co[i] ?? null },
    }),
  )
}
