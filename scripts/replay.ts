// `npm run replay -- --series FILE --id SERIES_ID --threshold SPEC …` (or `--all-series`): the
// alert decision every 15 minutes over real hourly series; one JSON line per text, each naming
// its series, then a summary per series (decision 148) and, with --all-series, one for all.
import { USAGE, parseReplayArgs, type ReplayArgs } from './replay/args'
import { fileNeighbours, productOutlook } from './replay/product-outlook'
import { readAllSeries, UsageError, type Series } from './replay/series-file'
import { combineSummaries, scoreReplay, summaryLine, type ReplaySummary } from './replay/score'
import { replay } from './replay/simulate'

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000', '')

/** The series to replay: the one asked for, or every one the threshold reads (others named on stderr). */
function seriesToReplay(args: ReplayArgs, all: readonly Series[]): Series[] {
  const readable = (s: Series) => args.threshold.kind !== 'pm25' || s.metadata.pollutant === 'pm2_5'
  if (args.id !== null) {
    const one = all.find((s) => s.id === args.id)
    if (one === undefined) throw new UsageError(`no rows for series "${args.id}" in ${args.file}`)
    if (!readable(one)) throw new UsageError(`--threshold pm2_5:… needs a PM2.5 series; ${one.id} is ${one.metadata.pollutant}`)
    return [one]
  }
  const chosen = all.filter(readable)
  const left = all.filter((s) => !readable(s)).map((s) => s.id)
  if (left.length > 0) console.error(`replay: not PM2.5, left out: ${left.join(', ')}`)
  return chosen
}

function main(argv: readonly string[]): number {
  try {
    const args = parseReplayArgs(argv)
    const all = readAllSeries(args.file)
    const chosen = seriesToReplay(args, all)
    const neighbours = args.forecast === 'product' ? fileNeighbours(args.file, all) : new Map()
    const summaries: ReplaySummary[] = []
    for (const series of chosen) {
      const outlookAt = args.forecast === 'product' ? productOutlook(series, neighbours.get(series.id) ?? [], args.threshold) : undefined
      const run = replay(series, { ...args, outlookAt })
      for (const text of run.texts) {
        console.log(JSON.stringify({ series: series.id, at: iso(text.at), kind: text.kind, onset: iso(text.onset), text: text.text }))
      }
      const summary = scoreReplay(run, series, args.threshold)
      summaries.push(summary)
      console.log(args.id === null ? summaryLine(summary).replace(/^replay: /, `replay: series=${series.id} `) : summaryLine(summary))
    }
    if (args.id === null) console.log(summaryLine(combineSummaries(summaries)).replace(/^replay: /, `replay: series=all(${chosen.length}) `))
    return 0
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`replay: ${error.message}\n${USAGE}`)
    return 2
  }
}

process.exitCode = main(process.argv.slice(2))
