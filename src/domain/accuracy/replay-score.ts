// What a replay achieved against what the air did (decision 148); `npm run replay` prints it.
import type { Threshold } from '../contracts/alerts'
import { ALERT_LEAD_SECONDS } from '../forecast/warning'
import { episodesOf, type Episode, type MeasuredSeries } from './episodes'
import { median } from './median'
import { scoreWarnings } from './warnings'

const HOUR = 3600
/** The alert job's cycle, s: nothing before the replay's start + 2 h + one cycle can be warned. */
const CYCLE_SECONDS = 900

/** A replay's texts (only `advance` ones are warnings) and the span it ran, unix s. */
export interface ReplayTexts {
  texts: readonly { at: number; kind: 'advance' | 'escalation' | 'all_clear' | 'update'; onset: number }[]
  from: number
  to: number
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

/** Whether an episode can be scored: onset ≥ from + 2 h 15 min and before `to`, and the 3 hours before it measured. */
export function isScorable(episode: Episode, measured: ReadonlySet<number>, from: number, to: number): boolean {
  return episode.onset >= from + ALERT_LEAD_SECONDS + CYCLE_SECONDS && episode.onset < to &&
    [1, 2, 3].every((k) => measured.has(episode.onset - k * HOUR))
}

/**
 * Scores a replay. Episodes counted: onset at least 2 h 15 min after the replay's start (none
 * earlier can be warned by any forecast) and before its end, with the 3 hours before the onset
 * measured (in a data gap the job would have no current hour to decide on). Warned: an advance text ≥ 2 h
 * before onset; late: the first one came later (even during the episode); missed: none before
 * the episode ended. False alarm: an advance text that belongs to no episode.
 */
export function scoreReplay(run: ReplayTexts, series: MeasuredSeries, threshold: Threshold): ReplaySummary {
  const all = episodesOf(series, threshold, run.from, run.to)
  const measured = new Set(series.hours.map((h) => h.time))
  const counted = all.filter((e) => isScorable(e, measured, run.from, run.to))
  const excluded = all.filter((e) => e.onset >= run.from && e.onset < run.to && !isScorable(e, measured, run.from, run.to)).length
  const advances = run.texts.filter((t) => t.kind === 'advance')
  const score = scoreWarnings(advances, all, counted)
  const leads = score.outcomes.flatMap((o) => (o.leadSeconds === null ? [] : [o.leadSeconds]))
  const warned = score.outcomes.filter((o) => o.outcome === 'hit').length
  const lead = median(leads)
  return {
    texts: run.texts.length,
    episodes: counted.length,
    excluded,
    warned,
    medianLeadMinutes: lead === null ? null : Math.round(lead / 60),
    missed: counted.length - leads.length,
    falseAlarms: score.falseAlarms.length,
    late: leads.length - warned,
    advance: advances.length,
    maxAdvancePerEpisode: Math.max(0, ...score.perEpisode),
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
