import type { AccuracyRegion, ForecastFigures } from '../../domain/contracts/accuracy'

export const REGION_NAMES: Record<AccuracyRegion, string> = {
  UK: 'United Kingdom',
  Europe: 'Europe',
  other: 'Rest of the world',
}

/** "67 % (4 of 6)", or the count alone when there are too few to rate. */
export function rateText(part: number, whole: number, rate: number | null): string {
  if (rate === null) return whole === 0 ? '—' : `${part} of ${whole}, too few to rate`
  return `${Math.round(rate * 100)} % (${part} of ${whole})`
}

/** "2 h 10 min", "45 min", "15 min after", "at the start", or "—" when nothing was predicted. */
export function leadText(minutes: number | null): string {
  if (minutes === null) return '—'
  if (minutes === 0) return 'at the start'
  const size = Math.abs(minutes)
  const hours = Math.floor(size / 60)
  const rest = size % 60
  const span = hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
  return minutes < 0 ? `${span} after` : span
}

/** The rows of one region-month's table: a measure and its text for each forecast. */
export function figureRows(figures: Record<'job' | 'model' | 'persistence', ForecastFigures>): { measure: string; values: [string, string, string] }[] {
  const all = [figures.job, figures.model, figures.persistence] as const
  const each = (text: (f: ForecastFigures) => string): [string, string, string] => [text(all[0]), text(all[1]), text(all[2])]
  return [
    { measure: 'Episodes', values: each((f) => String(f.episodes)) },
    { measure: 'Hit rate', values: each((f) => rateText(f.hits, f.episodes, f.hitRate)) },
    { measure: 'False alarms', values: each((f) => rateText(f.falseAlarms, f.warnings, f.falseAlarmRate)) },
    { measure: 'Median lead', values: each((f) => leadText(f.medianLeadMinutes)) },
  ]
}
