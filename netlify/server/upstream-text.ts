import { z } from 'zod'

/**
 * The longest upstream text we keep or show, in characters (decision 230): a station's or a
 * place's name (the longest real ones, e.g. AirNow site names, stay under 80) and an
 * upstream's own code for a station. Longer text is cut, never refused: a long name is the
 * upstream's quirk, not a reason to lose the station or the place.
 */
export const UPSTREAM_TEXT_MAX_CHARS = { name: 120, code: 64 } as const

/**
 * `value` as one line of at most `maxChars` characters: control characters become spaces,
 * runs of white space one space, and a cut is marked with "…" (never inside a surrogate pair).
 */
export function boundedText(value: string, maxChars: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const line = value.slice(0, maxChars * 4).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= maxChars ? line : `${chars.slice(0, maxChars - 1).join('').trimEnd()}…`
}

/** A zod string from an upstream, bounded by `boundedText` as it is read. */
export const upstreamString = (maxChars: number) => z.string().transform((value) => boundedText(value, maxChars))
