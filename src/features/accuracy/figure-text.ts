import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AccuracyRegion, ForecastFigures } from '../../domain/contracts/accuracy'
import { i18n } from '../../lib/i18n'

/* The accuracy record's words, in the app's language: these are called at render (decision 280). */

export const REGION_NAMES: Record<AccuracyRegion, MessageDescriptor> = {
  UK: msg`United Kingdom`,
  Europe: msg`Europe`,
  other: msg`Rest of the world`,
}

/** "67 % (4 of 6)", or the count alone when there are too few to rate. */
export function rateText(part: number, whole: number, rate: number | null): string {
  if (rate === null) return whole === 0 ? '—' : i18n._(msg`${part} of ${whole}, too few to rate`)
  const percent = Math.round(rate * 100)
  return i18n._(msg`${percent} % (${part} of ${whole})`)
}

/** "2 h 10 min", "45 min", "15 min after", "at the start", or "—" when nothing was predicted. */
export function leadText(minutes: number | null): string {
  if (minutes === null) return '—'
  if (minutes === 0) return i18n._(msg({ message: 'at the start', comment: 'A warning given as the episode began' }))
  const size = Math.abs(minutes)
  const hours = Math.floor(size / 60)
  const rest = size % 60
  // eslint-disable-next-line lingui/no-unlocalized-strings -- units, the same in every language
  const span = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
  return minutes < 0 ? i18n._(msg({ message: `${span} after`, comment: 'A warning given this long after the episode began' })) : span
}

/** The rows of one region-month's table: a measure and its text for each forecast. */
export function figureRows(figures: Record<'job' | 'model' | 'persistence', ForecastFigures>): { measure: string; values: [string, string, string] }[] {
  const all = [figures.job, figures.model, figures.persistence] as const
  const each = (text: (f: ForecastFigures) => string): [string, string, string] => [text(all[0]), text(all[1]), text(all[2])]
  return [
    { measure: i18n._(msg`Episodes`), values: each((f) => String(f.episodes)) },
    { measure: i18n._(msg`Hit rate`), values: each((f) => rateText(f.hits, f.episodes, f.hitRate)) },
    { measure: i18n._(msg`False alarms`), values: each((f) => rateText(f.falseAlarms, f.warnings, f.falseAlarmRate)) },
    { measure: i18n._(msg`Median lead`), values: each((f) => leadText(f.medianLeadMinutes)) },
  ]
}
