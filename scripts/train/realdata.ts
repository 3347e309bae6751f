// The PM2.5 series of ../shared/realdata for training (decision 220): every PM2.5 series in
// µg/m³ except the uncorrected PurpleAir CF=1 channels (they overread about 2×; the README's
// EPA-corrected ones stand in for those sensors), grouped by event region for
// leave-one-group-out validation.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readCatalogue, neighboursOf, type Neighbour } from '../replay/neighbours'
import { readAllSeries, type Series } from '../replay/series-file'

/** Event groups by series id prefix; the two Beijing files are one region (as the bench's table). */
export const EVENT_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['Camp Fire 2018', 'camp_fire_2018__'],
  ['NW US fires 2015', 'nw_megafires_2015__'],
  ['Carmel Valley fire 2016', 'carmel_valley_2016__'],
  ['Delhi winter 2019', 'delhi_'],
  ['Beijing 2012-17', 'beijing_'],
  ['London 1999-2003', 'london_'],
  ['NYC quiet year 2018-19', 'nyc_'],
  ['Troy NY 2023 smoke (PurpleAir)', 'troy_'],
]

/** A realdata event's name; another series' own prefix (the training archive's tile, decision 272). */
export function groupOf(id: string): string {
  return EVENT_GROUPS.find(([, prefix]) => id.startsWith(prefix))?.[0] ?? (id.includes('__') ? id.slice(0, id.indexOf('__')) : 'other')
}

export interface TrainingSeries {
  series: Series
  group: string
  neighbours: Neighbour[]
}

/** Every usable PM2.5 series under `dir` (a realdata folder) with its group and neighbours. */
export function readTrainingSeries(dir: string): TrainingSeries[] {
  const catalogue = readCatalogue(join(dir, 'series.csv'))
  const series: Series[] = []
  const usable = (id: string) => {
    const row = catalogue.get(id)
    const pollutant = row?.pollutant ?? ''
    return /^PM2\.5/i.test(pollutant) && !/uncorrected/i.test(pollutant) && /^ug\/m3/i.test(row?.unit ?? '')
  }
  for (const file of readdirSync(join(dir, 'series')).filter((f) => f.endsWith('.csv')).sort()) {
    series.push(...readAllSeries(join(dir, 'series', file)).filter((s) => usable(s.id)))
  }
  const neighbours = neighboursOf(series, catalogue)
  return series.map((s) => ({ series: s, group: groupOf(s.id), neighbours: neighbours.get(s.id) ?? [] }))
}
