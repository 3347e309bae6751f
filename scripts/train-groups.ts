// `npm run train:groups`: held-out skill against the number of event groups trained on (decision
// 296). Prints one line per run and the mean per k, at equal cost (decision 293's curve), one model
// per fold (no bagging), observations only, PM2.5 55.5 µg/m³ unless told otherwise.
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { realdataDirectory } from '../bench/replay'
import { DEFAULT_TRAIN_OPTIONS } from './train/gbdt'
import { groupsCurveRun, stationShare, trainingSubsets } from './train/groups-curve'
import { readTrainingSeries } from './train/realdata'
import { stationRows } from './train/samples'

const root = fileURLToPath(new URL('..', import.meta.url))
const RATES = [0.4, 0.5, 0.6, 0.8]

function main(): number {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { ks: { type: 'string' }, reps: { type: 'string' }, threshold: { type: 'string' }, seed: { type: 'string' }, 'station-share': { type: 'string' } } })
  const dir = realdataDirectory(root)
  if (dir === null) {
    console.error('train:groups: no ../shared/realdata (set AIRAHEAD_REALDATA)')
    return 2
  }
  const t = Number(values.threshold ?? 55.5)
  const reps = Number(values.reps ?? 3)
  const seed = Number(values.seed ?? 1)
  // --station-share s: each run trains on that share of every group's series (more of the same events, or fewer).
  const share = Number(values['station-share'] ?? 1)
  const stations = readTrainingSeries(dir).map((s) => stationRows(s, t))
  const groups = [...new Set(stations.map((s) => s.station.group))]
  const ks = (values.ks ?? Array.from({ length: groups.length - 3 }, (_, i) => i + 3).join(',')).split(',').map(Number)
  const cell = (x: { warned: number; firstArrivalsWarned: number } | null) => (x === null ? 'n/a' : `${(100 * x.warned).toFixed(1)} · ${(100 * x.firstArrivalsWarned).toFixed(1)}`)
  console.log(`train:groups: ${groups.length} event groups, ${stations.length} series; each held out, trained on k others${share < 1 ? ` (${share} of each group's series)` : ''} (episodes · first arrivals warned, %, at false alarms per station-month)`)
  console.log(`| k | run | ${RATES.map((r) => `at ${r}`).join(' | ')} |`)
  console.log(`|---|---|${RATES.map(() => '---|').join('')}`)
  const means: string[] = []
  for (const k of ks) {
    const drawn = trainingSubsets(groups, k, reps, seed)
    // With a share under 1, k = all the others runs `reps` times too, each keeping other series.
    const draws = share < 1 && drawn.length === 1 ? Array.from({ length: reps }, () => drawn[0] as (typeof drawn)[number]) : drawn
    const runs = draws.map((subsets, run) => {
      const at = groupsCurveRun(stations, t, subsets, { ...DEFAULT_TRAIN_OPTIONS, seed }, RATES, stationShare(stations, share, run))
      console.log(`| ${k} | ${run + 1} | ${at.map(cell).join(' | ')} |`)
      return at
    })
    const mean = RATES.map((_, i) => {
      const read = runs.map((r) => r[i]).filter((x) => x != null)
      return read.length === 0 ? null : {
        warned: read.reduce((s, x) => s + x.warned, 0) / read.length, firstArrivalsWarned: read.reduce((s, x) => s + x.firstArrivalsWarned, 0) / read.length,
      }
    })
    means.push(`| ${k} | mean of ${runs.length} | ${mean.map(cell).join(' | ')} |`)
  }
  console.log(means.join('\n'))
  return 0
}

process.exitCode = main()
