/*
 * Small readers for untrusted stored values (IndexedDB records written by any past version of
 * the app, or damaged): each returns the value when it has the expected type and range, else
 * null. None of them throws.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A finite number within [min, max], else null. */
export function finiteIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null
}

/** An integer within [min, max], else null. */
export function integerIn(value: unknown, min: number, max: number): number | null {
  return Number.isInteger(value) ? finiteIn(value, min, max) : null
}

/** One of the allowed strings, else null. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null
}
