// `npm run replay -- …` arguments (issue 13 item 7).
import { parseArgs } from 'node:util'
import { DEFAULT_ALERT_PREFERENCES, quietHoursSchema, sensitivitySchema, thresholdSchema, type QuietHours, type Threshold } from '../../src/domain/contracts/alerts'
import { UsageError } from './series-file'
import type { ForecastMode, ProductModel, ReplayOptions } from './simulate'

export const USAGE = `usage: npm run replay -- --series FILE --id SERIES_ID --threshold SPEC
       npm run replay -- --series FILE --all-series --threshold SPEC …
       [--forecast oracle|persistence|nowcast|model|fused|product] [--model none|standin]
       [--profile general|child|older_adult|heart_lung] [--quiet HH:MM-HH:MM|off] [--cap N|off] [--from ISO --to ISO]
  SPEC: pm2_5:55.5 (µg/m³, hourly), us_aqi:151 or level:4 (1 Good … 5 Very Poor)
  model: a degraded copy of the observations (3-h mean, half the excess over 20 µg/m³, a run
  12-24 h old with a ±2 h timing error; decision 166), as no model forecasts were archived;
  fused: that model corrected by the series' own NowCast, fading with lead time (decision 165)
  product: the alert job's decision, the fused forecast plus the exceedance outlook (decisions 220-221),
  with --model standin (the degraded model, default) or none (observations only); the outlook reads
  the neighbours 10-100 km away among the file's series (coordinates from series.csv)
  --all-series: every series of the file the threshold can read, one after the other
  defaults: --forecast nowcast --profile general --quiet 22:00-07:00 --cap 3`

export interface ReplayArgs extends ReplayOptions {
  file: string
  /** Null with --all-series. */
  id: string | null
}

const FORECASTS: readonly ForecastMode[] = ['oracle', 'persistence', 'nowcast', 'model', 'fused', 'product']
const MODELS: readonly ProductModel[] = ['none', 'standin']
const THRESHOLD_KINDS: Readonly<Record<string, Threshold['kind']>> = { pm2_5: 'pm25', us_aqi: 'us_aqi', level: 'level' }

function firstIssue(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? 'invalid'
}

export function parseThreshold(spec: string): Threshold {
  const [name = '', value = '', ...rest] = spec.split(':')
  const kind = THRESHOLD_KINDS[name]
  if (kind === undefined || rest.length > 0 || value.trim() === '') {
    throw new UsageError(`--threshold ${spec}: expected pm2_5:VALUE, us_aqi:VALUE or level:VALUE`)
  }
  if (!Number.isFinite(Number(value))) throw new UsageError(`--threshold ${spec}: "${value}" is not a number`)
  if (kind !== 'pm25' && !Number.isInteger(Number(value))) throw new UsageError(`--threshold ${spec}: ${name} takes a whole number`)
  const parsed = thresholdSchema.safeParse({ kind, value: Number(value) })
  if (!parsed.success) throw new UsageError(`--threshold ${spec}: ${firstIssue(parsed)}`)
  return parsed.data
}

function parseQuiet(spec: string): QuietHours {
  if (spec === 'off') return null
  const [start, end, ...rest] = spec.split('-')
  const parsed = quietHoursSchema.safeParse(rest.length === 0 ? { start, end } : {})
  if (!parsed.success) throw new UsageError(`--quiet ${spec}: ${firstIssue(parsed)} (HH:MM-HH:MM or off)`)
  return parsed.data
}

function parseCap(spec: string): number {
  if (spec === 'off') return Number.POSITIVE_INFINITY
  const cap = Number(spec)
  if (!Number.isInteger(cap) || cap < 1) throw new UsageError(`--cap ${spec}: a whole number of texts per day (1 or more), or off`)
  return cap
}

function parseTime(flag: string, spec: string | undefined): number | undefined {
  if (spec === undefined) return undefined
  const ms = Date.parse(spec)
  if (!/^\d{4}-\d{2}-\d{2}/.test(spec) || !Number.isFinite(ms)) throw new UsageError(`${flag} ${spec}: not an ISO date-time`)
  return ms / 1000
}

/** The replay's options from argv (without node and the script); throws UsageError on anything wrong. */
export function parseReplayArgs(argv: readonly string[]): ReplayArgs {
  let values
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        series: { type: 'string' }, id: { type: 'string' }, threshold: { type: 'string' }, forecast: { type: 'string' },
        profile: { type: 'string' }, quiet: { type: 'string' }, cap: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
        'all-series': { type: 'boolean' }, model: { type: 'string' },
      },
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { series, id, threshold } = values
  const all = values['all-series'] === true
  if (series === undefined || (id === undefined) === !all || threshold === undefined) {
    throw new UsageError('--series, --id (or --all-series, not both) and --threshold are required')
  }
  const forecast = (values.forecast ?? 'nowcast') as ForecastMode
  if (!FORECASTS.includes(forecast)) throw new UsageError(`--forecast ${values.forecast}: one of ${FORECASTS.join(', ')}`)
  const model = (values.model ?? 'standin') as ProductModel
  if (!MODELS.includes(model)) throw new UsageError(`--model ${values.model}: one of ${MODELS.join(', ')}`)
  if (values.model !== undefined && forecast !== 'product') throw new UsageError('--model goes with --forecast product')
  const profile = sensitivitySchema.safeParse(values.profile ?? 'general')
  if (!profile.success) throw new UsageError(`--profile ${values.profile}: one of ${sensitivitySchema.options.join(', ')}`)
  const from = parseTime('--from', values.from)
  const to = parseTime('--to', values.to)
  if (from !== undefined && to !== undefined && to <= from) throw new UsageError('--to must be later than --from')
  const quiet = values.quiet ?? `${DEFAULT_ALERT_PREFERENCES.quietHours?.start}-${DEFAULT_ALERT_PREFERENCES.quietHours?.end}`
  return {
    file: series,
    id: id ?? null,
    model,
    threshold: parseThreshold(threshold),
    forecast,
    sensitivity: profile.data,
    quietHours: parseQuiet(quiet),
    dailyCap: parseCap(values.cap ?? String(DEFAULT_ALERT_PREFERENCES.dailyCap)),
    from,
    to,
  }
}
