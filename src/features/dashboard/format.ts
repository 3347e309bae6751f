import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Pollutant } from '../../domain/aqi/pollutants'
import type { Trend } from '../../domain/forecast/daily-summary'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'

/**
 * A concentration in µg/m³ as shown: "—" when the source has none, whole numbers from 100 up,
 * the reader's decimal separator below ("12.5", "12,5"; decision 181).
 */
export function formatConcentration(ugm3: number | null, style: LocaleStyle = EN_US_STYLE): string {
  if (ugm3 === null || !Number.isFinite(ugm3)) return '—'
  return ugm3 >= 100 ? String(Math.round(ugm3)) : decimal(ugm3, 1, style)
}

/** Each pollutant's symbol, the same in every language, and its name, translated where shown. */
export const POLLUTANT_LABELS: Record<Pollutant, { symbol: string; name: MessageDescriptor }> = {
  /* eslint-disable lingui/no-unlocalized-strings -- chemical symbols are the same in every language */
  pm2_5: { symbol: 'PM2.5', name: msg`Fine particles` },
  pm10: { symbol: 'PM10', name: msg`Coarse particles` },
  o3: { symbol: 'O₃', name: msg`Ozone` },
  no2: { symbol: 'NO₂', name: msg`Nitrogen dioxide` },
  so2: { symbol: 'SO₂', name: msg`Sulphur dioxide` },
  co: { symbol: 'CO', name: msg`Carbon monoxide` },
  /* eslint-enable lingui/no-unlocalized-strings */
}

/** The trend in words; on the 1-5 scale "up" means the air gets worse. */
export const TREND_LABELS: Record<Trend, MessageDescriptor> = {
  up: msg`Getting worse`,
  down: msg`Getting better`,
  stable: msg({ message: 'Steady', comment: 'The air stays about the same over the day' }),
}

