// What a replay achieved against what the air did (decision 148).
import { ALERT_LEAD_SECONDS } from '../../src/domain/forecast/warning'
import { exceeds, isBelow } from '../../src/domain/alerts/forecast-hour'
import { forecastHourFromConcentration } from '../../src/domain/alerts/hourly-measures'
import type { Threshold } from '../../src/domain/contracts/alerts'
import type { Series } from './series-file'
import { CYCLE_SECONDS, type ReplayRun, type ReplayText } from './simulate'

const HOUR = 3600
/** An episode ends after this many consecutive hours measured below the threshold (the decision's CLEAR_HOURS). */
const CLEAR_HOURS = 3
/** A warning before an episode belongs to it when its onset is at most this far from the real one. */
const MATCH_SECONDS = 3 * HOUR

export interface Episode {
  /** Start of the first hour at or over the threshold, unix s. */
  onset: number
  /** End of the last hour at or over it, unix s. */
  end: number
}

export interface ReplaySummary {
  texts: number
  episodes: number
  /** Episodes not scored: onset within 2 h 15 min of the start, or an hour missing from the series in the 3 before it. */
  excluded: number
  warned: number
  /** Median over episodes with a warning of onset − first warning, minutes (null: none). */
  medianLeadMinutes: number | null
  missed: number
  falseAlarms: number
  late: number
  advance: number
  /** Most advance texts matched to one episode. */
  maxAdvancePerEpisode: number
  withdrawn: number
  /** Onset − first warning of each episode that got one, seconds (to combine medians across series). */
  leadsSeconds: number[]
}

/**
 * Maximal runs of hours at or over the threshold, measured on the real series; a run ends after
 * 3 consecutive hours measured below it that are not followed by an hour at or over it (a
 * missing hour is neither and restarts the count), as the decision closes an episode.
 */
export function episodesOf(series: Series, threshold: Threshold, from: number, to: number): Episode[] {
  const episodes: Episode[] = []
  let open: Episode | null = null
  let below = 0
  const { pollutant, unit } = series.metadata
  const first = series.hours[0]
  if (first === undefined) return episodes
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  for (let t = first.time; t < to; t += HOUR) {
    if (t < from - 24 * HOUR) continue
    const hour = forecastHourFromConcentration(t, pollutant, byTime.get(t) ?? null, unit)
    if (exceeds(hour, threshold)) {
      below = 0
      if (open === null) open = { onset: t, end: t + HOUR }
      else open.end = t + HOUR
    } else {
      below = isBelow(hour, threshold) ? below + 1 : 0
      const next = forecastHourFromConcentration(t + HOUR, pollutant, byTime.get(t + HOUR) ?? null, unit)
      if (open !== null && below >= CLEAR_HOURS && !exceeds(next, threshold)) {
        episodes.push(open)
        open = null
      }
    }
  }
  if (open !== null) episodes.push(open)
  return episodes
}

/** The episode an advance text warned about: the one under way when sent, or one whose onset is within 3 h of the text's. */
function episodeOf(text: ReplayText, episodes: readonly Episode[]): Episode | null {
  return (
    episodes.find((e) => e.onset <= text.at && text.at < e.end) ??
    episodes.find((e) => text.at < e.onset && Math.abs(e.onset - text.onset) <= MATCH_SECONDS) ??
    null
  )
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/**
 * Scores a replay. Episodes counted: onset at least 2 h 15 min after the replay's start (none
 * earlier can be warned by any forecast) and before its end, with the 3 hours before the onset
 * measured (in a data gap the job would have no current hour to decide on). Warned: an advance text ≥ 2 h
 * before onset; late: the first one came later (even during the episode); missed: none before
 * the episode ended. False alarm: an advance text that belongs to no episode.
 */
export function scoreReplay(run: ReplayRun, series: Series, threshold: Threshold): ReplaySummary {
  const all = episodesOf(series, threshold, run.from, run.to)
  const measured = new Set(series.hours.map((h) => h.time))
  const scorable = (e: Episode) =>
    e.onset >= run.from + ALERT_LEAD_SECONDS + CYCLE_SECONDS && e.onset < run.to &&
    [1, 2, 3].every((k) => measured.has(e.onset - k * HOUR))
  const counted = all.filter(scorable)
  const excluded = all.filter((e) => e.onset >= run.from && e.onset < run.to && !scorable(e)).length
  const advances = run.texts.filter((t) => t.kind === 'advance')
  const firstWarning = new Map<Episode, number>()
  const perEpisode = new Map<Episode, number>()
  let falseAlarms = 0
  for (const text of advances) {
    const episode = episodeOf(text, all)
    if (episode === null) {
      falseAlarms += 1
      continue
    }
    perEpisode.set(episode, (perEpisode.get(episode) ?? 0) + 1)
    if (!firstWarning.has(episode)) firstWarning.set(episode, text.at)
  }
  const leads = counted.flatMap((e) => {
    const at = firstWarning.get(e)
    return at === undefined ? [] : [e.onset - at]
  })
  const warned = leads.filter((lead) => lead >= ALERT_LEAD_SECONDS).length
  const lead = median(leads)
  return {
    texts: run.texts.length,
    episodes: counted.length,
    excluded,
    warned,
    medianLeadMinutes: lead === null ? null : Math.round(lead / 60),
    missed: counted.length - leads.length,
    falseAlarms,
    late: leads.length - warned,
    advance: advances.length,
    maxAdvancePerEpisode: Math.max(0, ...counted.map((e) => perEpisode.get(e) ?? 0)),
    withdrawn: run.texts.filter((t) => t.kind === 'update').length,
    leadsSeconds: leads,
  }
}

/** Several replays' summaries as one (sums; the median over all their episodes). */
export function combineSummaries(summaries: readonly ReplaySummary[]): ReplaySummary {
  const sum = (pick: (s: ReplaySummary) => number) => summaries.reduce((total, s) => total + pick(s), 0)
  const leadsSeconds = summaries.flatMap((s) => s.leadsSeconds)
  const lead = median(leadsSeconds)
  return {
    texts: sum((s) => s.texts),
    episodes: sum((s) => s.episodes),
    excluded: sum((s) => s.excluded),
    warned: sum((s) => s.warned),
    medianLeadMinutes: lead === null ? null : Math.round(lead / 60),
    missed: sum((s) => s.missed),
    falseAlarms: sum((s) => s.falseAlarms),
    late: sum((s) => s.late),
    advance: sum((s) => s.advance),
    maxAdvancePerEpisode: Math.max(0, ...summaries.map((s) => s.maxAdvancePerEpisode)),
    withdrawn: sum((s) => s.withdrawn),
    leadsSeconds,
  }
}

/** The last line of `npm run replay`. */
export function summaryLine(s: ReplaySummary): string {
  return (
    `replay: texts=${s.texts} episodes=${s.episodes} warned=${s.warned} median_lead_min=${s.medianLeadMinutes ?? 'n/a'} ` +
    `missed=${s.missed} false_alarms=${s.falseAlarms} late=${s.late} advance=${s.advance} ` +
    `max_advance_per_episode=${s.maxAdvancePerEpisode} withdrawn=${s.withdrawn} excluded=${s.excluded}`
  )
}
