import type { OverlayCell } from '../contracts/map'
import type { Translate } from '../i18n/locales'

/**
 * Whether an overlay cell's level at slider hour `hourIndex` rests on stations near it: the hour
 * under way (index 0) whose PM2.5 is measured or corrected by them (`pmSources`, decision 197),
 * and PM2.5 sets its level (the server says 'model' where another pollutant does). A later hour
 * is a forecast, however corrected: a +24 h cell is never "measured nearby" (issue 24 item 6).
 * False for the model alone and for answers made before the field existed.
 */
export function measuredNearby(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): boolean {
  const source = cell.pmSources?.[hourIndex]
  return hourIndex === 0 && (source === 'measured' || source === 'fused')
}

/** What a cell's level at an hour rests on: measured nearby (now), the forecast corrected by stations (later), or the model alone. */
export type CellSource = 'measured-nearby' | 'forecast-corrected' | 'model-estimate'

/** What the map says a cell's level at that hour rests on: measured nearby (now), the forecast corrected by stations nearby (later), or the model's. */
export function cellSource(cell: Pick<OverlayCell, 'pmSources'>, hourIndex: number): CellSource {
  if (measuredNearby(cell, hourIndex)) return 'measured-nearby'
  const source = cell.pmSources?.[hourIndex]
  return hourIndex > 0 && (source === 'measured' || source === 'fused') ? 'forecast-corrected' : 'model-estimate'
}

/** The words for a level's source, lower case: a cell's (`CellSource`) or a station's own measurement ('station'). */
const SOURCE_WORDS = {
  'measured-nearby': /*i18n*/ { id: 'map.source.measuredNearby', message: 'measured nearby', comment: 'A map cell\'s level rests on stations measuring near it now' },
  'forecast-corrected': /*i18n*/ { id: 'map.source.forecastCorrected', message: 'forecast corrected by stations', comment: 'A map cell\'s later hour: the forecast, corrected by stations near it' },
  'model-estimate': /*i18n*/ { id: 'map.source.modelEstimate', message: 'model estimate', comment: 'A map cell\'s level comes from the air-quality model alone' },
  station: /*i18n*/ { id: 'map.source.station', message: 'measured', comment: 'A station\'s level: its own measurement' },
} as const

/** "measured nearby", "forecast corrected by stations", "model estimate" ("measured" for a station), in the reader's words with `t` (decision 284). */
export function sourceWords(source: CellSource | 'station', t: Translate): string {
  return t(SOURCE_WORDS[source])
}
