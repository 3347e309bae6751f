// What a replay achieved against what the air did (decision 148). The scoring is pure domain
// code shared with the accuracy record (src/domain/accuracy, decision 190); this file keeps
// the replay's imports and prints its line.
import type { ReplaySummary } from '../../src/domain/accuracy/replay-score'

export { episodesOf, type Episode } from '../../src/domain/accuracy/episodes'
export { combineSummaries, scoreReplay, type ReplaySummary } from '../../src/domain/accuracy/replay-score'

/** The last line of `npm run replay`. */
export function summaryLine(s: ReplaySummary): string {
  return (
    `replay: texts=${s.texts} episodes=${s.episodes} warned=${s.warned} median_lead_min=${s.medianLeadMinutes ?? 'n/a'} ` +
    `missed=${s.missed} false_alarms=${s.falseAlarms} late=${s.late} advance=${s.advance} ` +
    `max_advance_per_episode=${s.maxAdvancePerEpisode} withdrawn=${s.withdrawn} excluded=${s.excluded}`
  )
}
