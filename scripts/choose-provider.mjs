// The air-quality provider a local command uses when none is chosen (README "Configuration").
import { lookup } from 'node:dns/promises'

/**
 * With no provider chosen and no route to Open-Meteo (an offline machine), use the simulated
 * provider — every reading it makes is labelled "Simulated data" — and say so. `npm start` and
 * `npm run alerts:run` both call it, so an offline machine behaves the same in each.
 * @param {(line: string) => void} say
 */
export async function chooseProvider(say = console.log) {
  if (process.env.AIR_QUALITY_PROVIDER) return
  // The host the open-meteo provider would call (another one where OPEN_METEO_BASE_URL says so).
  const host = process.env.OPEN_METEO_BASE_URL ? new URL(process.env.OPEN_METEO_BASE_URL).hostname : 'air-quality-api.open-meteo.com'
  try {
    await Promise.race([
      lookup(host),
      new Promise((_, reject) => setTimeout(() => reject(new Error('DNS timeout')), 3000)),
    ])
  } catch {
    process.env.AIR_QUALITY_PROVIDER = 'simulated'
    say('Open-Meteo is unreachable from this machine: serving Simulated data (set AIR_QUALITY_PROVIDER to choose).')
  }
}
