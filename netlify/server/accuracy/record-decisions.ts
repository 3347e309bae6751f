import { predictionsAt, type PredictionSource } from '../../../src/domain/accuracy/predictions'
import { effectiveThreshold, type ForecastHour } from '../../../src/domain/alerts'
import type { ExceedanceOutlook } from '../../../src/domain/alerts/outlook'
import type { Threshold } from '../../../src/domain/contracts/alerts'
import { pm25EquivalentUgM3 } from '../../../src/domain/forecast/exceedance/threshold'
import { cellOfKey } from '../air-quality/cells'
import { regionOf, type Region } from '../air-quality/regions'
import type { AlertPlace } from '../data/alert-places'
import { recordAccuracyDecisions, type PredictionRow, type WatchedCell } from '../data/accuracy-record'
import { recordOutlooks, type OutlookRow } from '../data/training-archive'
import type { Queryable } from '../data/transaction'
import { preferencesFromRow } from '../alerts/settings-store'

/** What the job knew of one cell when it decided. */
export interface DecidedCell {
  /** The hours the job decided on. */
  jobHours: readonly ForecastHour[]
  /** The raw model's hours for the cell. */
  modelHours: readonly ForecastHour[]
  source: PredictionSource
  /** The classifier's outlook for the cell at a threshold (decision 247); absent or null: none. */
  outlook?: (threshold: Threshold) => ExceedanceOutlook | null
}

/** A cell's region never changes; the offline country lookup is kept per cell key for the worker's life. */
const regions = new Map<string, Region>()
function regionOfCell(key: string): Region {
  let region = regions.get(key)
  if (region === undefined) {
    region = regionOf(cellOfKey(key)).region
    regions.set(key, region)
  }
  return region
}

/**
 * The accuracy record's part of a batch (decision 190): for each cell decided and each
 * distinct threshold among its places, the watch row and what the job, the raw model and
 * persistence predict in sight now (unix s), recorded in one statement; and the classifier's
 * outlook for each, kept for re-training (decision 272).
 */
export async function recordDecisions(
  db: Queryable,
  places: readonly AlertPlace[],
  cellOf: (cellKey: string) => DecidedCell | undefined,
  now: number,
): Promise<void> {
  const thresholds = new Map<string, Map<string, Threshold>>()
  for (const place of places) {
    const threshold = effectiveThreshold(preferencesFromRow(place))
    const byKey = thresholds.get(place.cell_key) ?? new Map<string, Threshold>()
    byKey.set(`${threshold.kind}:${threshold.value}`, threshold)
    thresholds.set(place.cell_key, byKey)
  }
  const watched: WatchedCell[] = []
  const predictions: PredictionRow[] = []
  const outlooks: OutlookRow[] = []
  const hour = Math.floor(now / 3600) * 3600
  for (const [cellKey, byKey] of thresholds) {
    const cell = cellOf(cellKey)
    if (!cell) continue
    const { lat, lon } = cellOfKey(cellKey)
    const region = regionOfCell(cellKey)
    for (const threshold of byKey.values()) {
      watched.push({ cellKey, threshold, region, lat, lon })
      const outlook = cell.outlook?.(threshold) ?? null
      const thresholdUgM3 = outlook === null ? null : pm25EquivalentUgM3(threshold)
      if (outlook !== null && thresholdUgM3 !== null) outlooks.push({ cellKey, hour, thresholdUgM3, probability: outlook.probability, operatingPoint: outlook.operatingPoint })
      for (const p of predictionsAt(cell.jobHours, cell.modelHours, now, threshold)) {
        predictions.push({ cellKey, threshold, region, forecaster: p.forecaster, onset: p.onset, level: p.level, source: p.forecaster === 'model' ? 'model' : cell.source })
      }
    }
  }
  await recordAccuracyDecisions(db, watched, predictions, now)
  await recordOutlooks(db, outlooks)
}
