import type { Components } from '../../src/domain/aqi/pollutants'

/**
 * A test's override of what a fake upstream answers: given a place and the hour starting at
 * `dt` (unix seconds), the concentrations (µg/m³) to report instead of the fixture's, or
 * undefined to keep them. Fakes translate our component names into the vendor's.
 */
export type ScriptedHours = (lat: number, lon: number, dt: number) => Partial<Components> | undefined

/** A fixed, place-dependent factor in [0.5, 1.5) so that fake places differ from each other. */
export function placeFactor(lat: number, lon: number): number {
  const key = Math.abs(Math.round(lat * 100)) * 31 + Math.abs(Math.round(lon * 100)) * 17
  return 0.5 + (key % 100) / 100
}

/** Default clock of the fakes: real time, unix seconds. */
export const realNow = () => Math.floor(Date.now() / 1000)
