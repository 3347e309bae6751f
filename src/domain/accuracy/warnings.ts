// Which episode a warning was about, and how early the first one came (decisions 148 and 190).
import { ALERT_LEAD_SECONDS } from '../forecast/warning'
import type { Episode } from './episodes'

/** A warning belongs to an episode whose onset is at most this far from the onset it named. */
export const MATCH_SECONDS = 3 * 3600

/**
 * An episode's last hour at or over the threshold is reported in the hour after its end
 * (decision 291): that hour's value exists only once the hour is over, so a "Poor now" sent on it
 * comes at or after `end`. It reports an exceedance that was measured and is no false alarm ("the
 * air did not reach the threshold near the hour predicted"). A prediction of a later hour sent
 * then is not such a report.
 */
const REPORTED_SECONDS = 3600

/** A warning that reports the episode's last hour over: given in the hour after its end, naming no later hour than its own. */
export const reportsEnd = (warning: Warning, episode: Episode) =>
  warning.onset <= warning.at && warning.at >= episode.end && warning.at < episode.end + REPORTED_SECONDS

/** One advance warning: when it was given and the onset it named, unix s. */
export interface Warning {
  at: number
  onset: number
}

/** What happened to one scored episode. `hit`: warned ≥ 2 h before onset; `late`: warned later; `missed`: never before its end. */
export type EpisodeOutcome = { episode: Episode; outcome: 'hit' | 'late'; leadSeconds: number } | { episode: Episode; outcome: 'missed'; leadSeconds: null }

export interface WarningScore {
  /** One per scored episode, in order. */
  outcomes: EpisodeOutcome[]
  /** Warnings that belong to no episode. */
  falseAlarms: Warning[]
  /** Warnings matched to each scored episode (the most in one is `max_advance_per_episode`). */
  perEpisode: number[]
}

/**
 * The episode a warning was about: the one under way when given (or whose last hour over it
 * reports, `reportsEnd`) if its onset is within 3 h of
 * the onset the warning named; else the first later one whose onset is; else the one under way.
 * (A warning given during one episode about the next, in the evening before a night onset,
 * decision 202, is about the next.)
 */
export function episodeOfWarning<E extends Episode>(warning: Warning, episodes: readonly E[]): E | null {
  const underWay = episodes.find((e) => (e.onset <= warning.at && warning.at < e.end) || reportsEnd(warning, e)) ?? null
  const near = (e: E) => Math.abs(e.onset - warning.onset) <= MATCH_SECONDS
  if (underWay !== null && near(underWay)) return underWay
  return episodes.find((e) => warning.at < e.onset && near(e)) ?? underWay
}

/**
 * Scores warnings against measured episodes. `all`: every episode (a warning about an episode
 * that is not scored is still no false alarm); `scored`: the ones that count. Lead = onset −
 * the episode's first warning, seconds (negative: after the onset); a hit needs a lead of at
 * least 2 h (ALERT_LEAD_SECONDS, the product's promise); a warning matched to no episode is a
 * false alarm.
 */
export function scoreWarnings(warnings: readonly Warning[], all: readonly Episode[], scored: readonly Episode[]): WarningScore {
  const firstWarning = new Map<Episode, number>()
  const count = new Map<Episode, number>()
  const falseAlarms: Warning[] = []
  for (const warning of [...warnings].sort((a, b) => a.at - b.at)) {
    const episode = episodeOfWarning(warning, all)
    if (episode === null) {
      falseAlarms.push(warning)
      continue
    }
    count.set(episode, (count.get(episode) ?? 0) + 1)
    if (!firstWarning.has(episode)) firstWarning.set(episode, warning.at)
  }
  const outcomes = scored.map((episode): EpisodeOutcome => {
    const at = firstWarning.get(episode)
    if (at === undefined) return { episode, outcome: 'missed', leadSeconds: null }
    const leadSeconds = episode.onset - at
    return { episode, outcome: leadSeconds >= ALERT_LEAD_SECONDS ? 'hit' : 'late', leadSeconds }
  })
  return { outcomes, falseAlarms, perEpisode: scored.map((e) => count.get(e) ?? 0) }
}
