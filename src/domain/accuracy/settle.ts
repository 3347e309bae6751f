// Scoring one cell, threshold and UTC day once its hours are measured (decision 190).
import type { Threshold } from '../contracts/alerts'
import { episodesOf, type Episode } from './episodes'
import type { Forecaster } from './predictions'
import { scoreWarnings, type EpisodeOutcome, type Warning } from './warnings'

const HOUR = 3600
export const DAY_SECONDS = 86_400

/** One hour of PM2.5 measured near a cell: start of the hour, unix s, and µg/m³. */
export interface MeasuredHour {
  dt: number
  pm2_5: number
}

/** The measured hours a day's scoring reads: the day before it (an episode under way at midnight began then) to the end of the day after (episodes end, warnings come 2 h early). */
export function settleWindow(dayStart: number): { from: number; to: number } {
  return { from: dayStart - DAY_SECONDS, to: dayStart + 2 * DAY_SECONDS }
}

export interface DayScore<W extends Warning = Warning> {
  forecaster: Forecaster
  /** Episodes with onset in the day whose 3 hours before were measured. */
  outcomes: EpisodeOutcome[]
  /** Warnings given in the day: `falseAlarm` when they belong to no episode. */
  warnings: (W & { falseAlarm: boolean })[]
}

/**
 * Scores one cell and threshold for the UTC day starting `dayStart` (unix s): episodes from the
 * measured PM2.5 (the replay's definition, decision 148), each forecaster's warnings (given
 * from a day before to a day after) matched to them. An episode counts for the day of its
 * onset, a warning for the day it was given. Pure.
 */
export function scoreDay<W extends Warning>(
  measured: readonly MeasuredHour[],
  threshold: Threshold,
  dayStart: number,
  warnings: Readonly<Record<Forecaster, readonly W[]>>,
): DayScore<W>[] {
  const window = settleWindow(dayStart)
  // Negative values are instrument noise around zero, read as 0 as in the replay (decision 148).
  const hours = measured.filter((h) => h.dt >= window.from && h.dt < window.to).map((h) => ({ dt: h.dt, pm2_5: Math.max(0, h.pm2_5) })).sort((a, b) => a.dt - b.dt)
  const series = { metadata: { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const }, hours: hours.map((h) => ({ time: h.dt, value: h.pm2_5 })) }
  const all = episodesOf(series, threshold, window.from, window.to)
  const measuredAt = new Set(hours.map((h) => h.dt))
  const inDay = (t: number) => t >= dayStart && t < dayStart + DAY_SECONDS
  const scored = all.filter((e: Episode) => inDay(e.onset) && [1, 2, 3].every((k) => measuredAt.has(e.onset - k * HOUR)))
  return (Object.keys(warnings) as Forecaster[]).map((forecaster) => {
    const given = warnings[forecaster]
    const score = scoreWarnings(given, all, scored)
    const falseAlarms = new Set<Warning>(score.falseAlarms)
    return {
      forecaster,
      outcomes: score.outcomes,
      warnings: given.filter((w) => inDay(w.at)).map((w) => ({ ...w, falseAlarm: falseAlarms.has(w) })),
    }
  })
}
