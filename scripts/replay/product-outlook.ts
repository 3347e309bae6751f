// `--forecast product`'s outlook (decisions 220-221): the shipped classifier over the series'
// own hours and its neighbours 10-100 km away among the file's series, at the threshold's
// PM2.5 equivalent — what the alert job gathers for a place.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ExceedanceOutlook } from '../../src/domain/alerts/outlook'
import type { Threshold } from '../../src/domain/contracts/alerts'
import { EXCEEDANCE_MODEL, operatingPointFor } from '../../src/domain/forecast/exceedance/shipped-model'
import { pm25EquivalentUgM3 } from '../../src/domain/forecast/exceedance/threshold'
import { exceedanceProbability } from '../../src/domain/forecast/exceedance/trees'
import { featuresAt, neighboursOf, readCatalogue, type Neighbour } from './neighbours'
import type { Series } from './series-file'

/** Each series' neighbours among `all`, from the series.csv beside the file's folder or in it; none without one. */
export function fileNeighbours(file: string, all: readonly Series[]): Map<string, Neighbour[]> {
  const csv = [join(dirname(file), '..', 'series.csv'), join(dirname(file), 'series.csv')].find((path) => existsSync(path) && path !== file)
  return csv === undefined ? new Map() : neighboursOf(all, readCatalogue(csv))
}

/** The outlook at each hour of a PM2.5 series; null for other pollutants (the classifier reads PM2.5). */
export function productOutlook(series: Series, neighbours: readonly Neighbour[], threshold: Threshold): ((hour: number) => ExceedanceOutlook | null) | undefined {
  const t = pm25EquivalentUgM3(threshold)
  if (series.metadata.pollutant !== 'pm2_5' || series.metadata.unit !== 'ug/m3' || t === null) return undefined
  const operatingPoint = operatingPointFor(EXCEEDANCE_MODEL)
  return (hour) => ({ probability: exceedanceProbability(EXCEEDANCE_MODEL, featuresAt(series, neighbours, hour, t)), operatingPoint })
}
