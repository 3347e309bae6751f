// `npm run replay -- --series FILE --id SERIES_ID --threshold SPEC …`: the alert decision every
// 15 minutes over a real hourly series; one JSON line per text, then a summary (decision 148).
import { USAGE, parseReplayArgs } from './replay/args'
import { readSeries, UsageError } from './replay/series-file'
import { scoreReplay, summaryLine } from './replay/score'
import { replay } from './replay/simulate'

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000', '')

function main(argv: readonly string[]): number {
  try {
    const args = parseReplayArgs(argv)
    const series = readSeries(args.file, args.id)
    if (args.threshold.kind === 'pm25' && series.metadata.pollutant !== 'pm2_5') {
      throw new UsageError(`--threshold pm2_5:… needs a PM2.5 series; ${args.id} is ${series.metadata.pollutant}`)
    }
    const run = replay(series, args)
    for (const text of run.texts) {
      console.log(JSON.stringify({ at: iso(text.at), kind: text.kind, onset: iso(text.onset), text: text.text }))
    }
    console.log(summaryLine(scoreReplay(run, series, args.threshold)))
    return 0
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`replay: ${error.message}\n${USAGE}`)
    return 2
  }
}

process.exitCode = main(process.argv.slice(2))
