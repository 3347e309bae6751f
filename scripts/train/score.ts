// The issue's terms for early warnings (issue 23, decision 220), beside decision 148's replay
// scoring: an episode is hourly PM2.5 at or over T after ≥ 6 h without; it is warned ≥ 2 h ahead
// by an advance text in [onset − 12 h, onset − 1 h 45 min] sent after the previous episode
// ended; a first arrival had no hour at or over T in the 24 h before its onset. A text that
// reports an episode's last hour over, in the hour after it (decision 291), belongs to it:
// neither a false alarm nor a warning of the next.
import { reportsEnd, type Warning } from '../../src/domain/accuracy/warnings'
import type { HourlyObservation } from '../../src/domain/forecast/nowcast-predictor'

const HOUR = 3600
const SEPARATION_HOURS = 6
/** Hours before an onset an advance text is credited from (issue 23's warning window). */
export const WARNING_WINDOW_HOURS = 12
const WINDOW_SECONDS = WARNING_WINDOW_HOURS * HOUR
const SHORT_WINDOW_SECONDS = 6 * HOUR
const LATEST_SECONDS = HOUR + 45 * 60
const FIRST_ARRIVAL_SECONDS = 24 * HOUR
const HOURS_PER_MONTH = (365.25 * 24) / 12

export interface WarningCounts {
  episodes: number
  warned: number
  warnedShort: number
  firstArrivals: number
  firstArrivalsWarned: number
  falseAlarms: number
  advance: number
  stationMonths: number
  /** Onset − first advance text (s) of each scored episode that had one before its end. */
  leadsSeconds: number[]
}

interface Episode { onset: number; end: number; previousEnd: number; firstArrival: boolean; scored: boolean }

function episodesOf(hours: readonly HourlyObservation[], threshold: number, from: number, to: number): Episode[] {
  const measured = new Map(hours.map((h) => [h.time, h.value]))
  const episodes: Episode[] = []
  let last = Number.NEGATIVE_INFINITY
  for (const h of hours) {
    if (h.value < threshold || h.time >= to) continue
    const open = episodes.at(-1)
    if (open !== undefined && h.time - last <= SEPARATION_HOURS * HOUR) open.end = h.time + HOUR
    else {
      const before = Array.from({ length: SEPARATION_HOURS }, (_, k) => measured.get(h.time - (k + 1) * HOUR))
      const scored = h.time >= from + 2 * HOUR + 15 * 60 && before.every((v) => v !== undefined && v < threshold)
      episodes.push({ onset: h.time, end: h.time + HOUR, previousEnd: open?.end ?? Number.NEGATIVE_INFINITY, firstArrival: h.time - last > FIRST_ARRIVAL_SECONDS, scored })
    }
    last = h.time
  }
  return episodes
}

/** Scores advance texts (when sent, the hour named; a "Poor now" names its own) sent over [from, to) against a station's hourly PM2.5 (µg/m³) at `threshold`. */
export function scoreWarnings(hours: readonly HourlyObservation[], advance: readonly Warning[], threshold: number, from: number, to: number): WarningCounts {
  const episodes = episodesOf(hours, threshold, from, to)
  const sorted = [...advance].sort((a, b) => a.at - b.at)
  // A report of an episode's last hour is that episode's; every other text is read by its time.
  const ofEnd = new Map(sorted.map((t) => [t, episodes.find((e) => reportsEnd(t, e))] as const))
  const texts = sorted.filter((t) => ofEnd.get(t) === undefined).map((t) => t.at)
  const windowStart = (e: Episode, seconds: number) => Math.max(e.onset - seconds, e.previousEnd)
  const counts: WarningCounts = {
    episodes: 0, warned: 0, warnedShort: 0, firstArrivals: 0, firstArrivalsWarned: 0, falseAlarms: 0, advance: sorted.length,
    stationMonths: hours.filter((h) => h.time >= from && h.time < to).length / HOURS_PER_MONTH, leadsSeconds: [],
  }
  for (const e of episodes.filter((x) => x.scored)) {
    const inWindow = (seconds: number) => texts.some((t) => t >= windowStart(e, seconds) && t <= e.onset - LATEST_SECONDS)
    const warned = inWindow(WINDOW_SECONDS)
    counts.episodes += 1
    if (warned) counts.warned += 1
    if (inWindow(SHORT_WINDOW_SECONDS)) counts.warnedShort += 1
    if (e.firstArrival) {
      counts.firstArrivals += 1
      if (warned) counts.firstArrivalsWarned += 1
    }
    const first = sorted.find((t) => ofEnd.get(t) === e || (ofEnd.get(t) === undefined && t.at >= windowStart(e, WINDOW_SECONDS) && t.at < e.end))
    if (first !== undefined) counts.leadsSeconds.push(e.onset - first.at)
  }
  counts.falseAlarms = texts.filter((t) => !episodes.some((e) => t >= windowStart(e, WINDOW_SECONDS) && t < e.end)).length
  return counts
}

/** Sums of several stations' counts. */
export function sumCounts(all: readonly WarningCounts[]): WarningCounts {
  const sum = (pick: (c: WarningCounts) => number) => all.reduce((total, c) => total + pick(c), 0)
  return {
    episodes: sum((c) => c.episodes), warned: sum((c) => c.warned), warnedShort: sum((c) => c.warnedShort),
    firstArrivals: sum((c) => c.firstArrivals), firstArrivalsWarned: sum((c) => c.firstArrivalsWarned),
    falseAlarms: sum((c) => c.falseAlarms), advance: sum((c) => c.advance), stationMonths: sum((c) => c.stationMonths),
    leadsSeconds: all.flatMap((c) => c.leadsSeconds),
  }
}

export const falseAlarmsPerMonth = (c: WarningCounts) => (c.stationMonths === 0 ? 0 : c.falseAlarms / c.stationMonths)
