// `npm run alerts:run`: one alert cycle now, against the local database that `npm start`
// uses and the configured provider (AIR_QUALITY_PROVIDER, e.g. simulated), printing each
// place's decision and why. Texts go where the app sends them: the local outbox unless
// Twilio is configured. Stop `npm start` first: the local database has one owner at a time.
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { chooseProvider } from './choose-provider.mjs'
import { startLocalDatabase } from './local-database.mjs'
import { closeDatabase } from '../netlify/server/db'
import { serverEnv } from '../netlify/server/env'
import { airQualityProvider } from '../netlify/server/providers/air-quality'
import { paymentsMode } from '../netlify/server/providers/payments/mode'
import { smsSender } from '../netlify/server/providers/sms'
import { runAlertCycle } from '../netlify/server/alerts/alert-cycle'

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  // A local command: local mode (the outbox unless Twilio is configured, demo payments).
  process.env.AIRAHEAD_LOCAL = '1'
  // Offline, as `npm start` does: simulated data, said so (issue 21 item 5).
  await chooseProvider()
  const dbDir = process.env.AIRAHEAD_DB_DIR
  const db = await startLocalDatabase({
    root,
    directory: dbDir === 'memory' ? null : (dbDir ?? join(root, '.netlify', 'airahead-db')),
    log: () => {},
  })
  try {
    const env = serverEnv()
    const sms = smsSender()
    console.log(`alerts:run provider=${env.AIR_QUALITY_PROVIDER} sms=${sms.delivery} payments=${paymentsMode(env)}`)
    const summary = await runAlertCycle({
      provider: airQualityProvider(),
      sms,
      paymentsMode: paymentsMode(env),
      now: Math.floor(Date.now() / 1000),
      onDecision: (d) => console.log(`  ${d.placeName} (${d.placeId}): ${d.decision}${d.outcome ? ` → ${d.outcome}` : ''}: ${d.reason}`),
    })
    console.log(`alerts:run ${Object.entries(summary).map(([k, v]) => `${k}=${v}`).join(' ')}`)
    if (summary.places === 0) console.log('No places are due: a place is checked when its owner is premium, has a verified phone, agreed to alert texts and turned alerts on (/alerts).')
    // Every place failed: nothing was decided, and a script or scheduler must hear it.
    if (summary.cells > 0 && summary.cellsFailed === summary.cells) {
      console.error(`alerts:run failed: no forecast for any of the ${summary.cells} cells due, so no place was decided`)
      process.exitCode = 1
    }
  } finally {
    await closeDatabase()
    await db.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
