// `npm run export-training -- --out DIR [--days N]`: the training archive (decision 272) as a
// realdata folder — DIR/series.csv, DIR/series/archive_<tile>.csv and DIR/outlooks.csv — from
// the database NETLIFY_DB_URL names (a deploy's), else the local one `npm start` uses. Then
// `AIRAHEAD_REALDATA=DIR npm run train` re-trains on it.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startLocalDatabase } from './local-database.mjs'
import { archiveAsRealdata } from './train/archive-export'
import { closeDatabase } from '../netlify/server/db'
import { database } from '../netlify/server/data/transaction'
import { readArchivedHours, readOutlooks } from '../netlify/server/data/training-archive'
import { placeTimeZone } from '../netlify/server/providers/air-quality/place-time-zone'

const root = fileURLToPath(new URL('..', import.meta.url))
const DAY = 86_400
const USAGE = 'usage: npm run export-training -- --out DIR [--days N]   (N: days back from today, default 365)'

/** Writes the archive of the `days` whole UTC days before `now` (unix s) under `out`; returns what it wrote. */
export async function exportTraining(out: string, days: number, now: number): Promise<{ series: number; hours: number; outlooks: number }> {
  const to = Math.floor(now / DAY) * DAY
  const from = to - days * DAY
  const { stations, hours } = await readArchivedHours(database, from, to)
  const outlooks = await readOutlooks(database, from, to)
  const files = archiveAsRealdata(stations, hours, outlooks, placeTimeZone)
  mkdirSync(join(out, 'series'), { recursive: true })
  writeFileSync(join(out, 'series.csv'), files.catalogue)
  for (const [name, text] of files.series) writeFileSync(join(out, 'series', name), text)
  writeFileSync(join(out, 'outlooks.csv'), files.outlooks)
  return { series: files.catalogue.trim().split('\n').length - 1, hours: hours.length, outlooks: outlooks.length }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' }, days: { type: 'string' } } })
  const days = Number(values.days ?? 365)
  if (values.out === undefined || !Number.isInteger(days) || days < 1) {
    console.error(USAGE)
    return 2
  }
  const local = process.env.NETLIFY_DB_URL ? null : await startLocalDatabase({ root, directory: join(root, '.netlify', 'airahead-db'), log: () => {} })
  try {
    const wrote = await exportTraining(values.out, days, Math.floor(Date.now() / 1000))
    console.log(`export-training: ${wrote.series} series, ${wrote.hours} hours, ${wrote.outlooks} outlooks → ${values.out} (train on it: AIRAHEAD_REALDATA=${values.out} npm run train)`)
    if (wrote.series === 0) console.log('export-training: the archive is empty (the ingest archives each day\'s station hours once a day, decision 272)')
    return 0
  } finally {
    await closeDatabase()
    await local?.stop()
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then((code) => { process.exitCode = code }, (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
