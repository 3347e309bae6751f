import { levelNameMessage } from '../aqi/levels'
import { usAqiWithCategory } from '../aqi/us-epa'
import type { Translate } from '../i18n/locales'

/** What a shared check says. */
export interface CheckSummary {
  /** The place as the person knows it, e.g. "New York City" or "my location". */
  place: string
  /** The current 1-5 index. */
  nowAqi: number
  /** The US AQI (0-500), when the source has one. */
  usAqi: number | null
  /** The 1-5 index in 2 hours, when the forecast reaches that far. */
  inTwoHoursAqi: number | null
  /** The reading is simulated: the text must say so (docs/product.md §Sources). */
  simulated: boolean
}

const SHARE = {
  now: /*i18n*/ { id: 'share.check.now', message: 'Air quality in {place} now: {level} ({index} of 5).', comment: 'A shared check; {place} e.g. "New York City" or "my area"' },
  nowWithUsAqi: /*i18n*/ { id: 'share.check.nowWithUsAqi', message: 'Air quality in {place} now: {level} ({index} of 5, US AQI {usAqi}).', comment: '{usAqi} e.g. "54 · Moderate"' },
  later: /*i18n*/ { id: 'share.check.later', message: 'In 2 hours: {level}.' },
  checked: /*i18n*/ { id: 'share.check.checked', message: 'Checked with AirAhead.' },
  simulated: /*i18n*/ { id: 'share.check.simulated', message: 'Simulated data, not a measurement. Checked with AirAhead.' },
}

/**
 * The text of a shared check in the reader's words (`t`, decision 284), e.g. "Air quality in New
 * York City now: Fair (2 of 5, US AQI 54 · Moderate). In 2 hours: Moderate. Checked with AirAhead."
 */
export function shareText(summary: CheckSummary, t: Translate): string {
  const level = t(levelNameMessage(summary.nowAqi))
  const values = { place: summary.place, level, index: summary.nowAqi }
  const parts = [
    summary.usAqi === null ? t({ ...SHARE.now, values }) : t({ ...SHARE.nowWithUsAqi, values: { ...values, usAqi: usAqiWithCategory(summary.usAqi, false, t) } }),
  ]
  if (summary.inTwoHoursAqi !== null) parts.push(t({ ...SHARE.later, values: { level: t(levelNameMessage(summary.inTwoHoursAqi)) } }))
  parts.push(t(summary.simulated ? SHARE.simulated : SHARE.checked))
  return parts.join(' ')
}
