import type { MeasuredHours } from './settle-accuracy'

/**
 * The measured hours the deployed settle step reads (decision 191). Not connected yet: the
 * observation port (netlify/server/observations, built in parallel) is wired here after
 * merge. Until then this is null and the settle step settles nothing — no simulated or
 * model values are ever scored as measurements, and /accuracy says nothing is settled.
 */
export function configuredMeasuredHours(): MeasuredHours | null {
  return null
}
