/*
 * A place's offset from UTC as data, without Intl: what the browser's first render uses
 * (decision 012: the first Intl date format starts ICU, 16-60 ms) and what the API sends
 * beside the place's IANA zone (decision 140).
 */

/** Offset of a place's clock from UTC at a moment (unix s), in seconds: -18000 in New York in winter, 19800 in India. */
export type UtcOffsetAt = (unixSeconds: number) => number

/** From `from` (unix s) until the next change, the place's clock is `seconds` ahead of UTC. */
export interface UtcOffsetChange {
  from: number
  seconds: number
}

/** One offset at every moment: right for UTC and for places without daylight saving time. */
export function fixedOffset(seconds: number): UtcOffsetAt {
  return () => seconds
}

/**
 * The offset at each moment from a list of changes, oldest first (see `offsetChanges` in
 * ./time-zone.ts): before the first change the first offset holds, after the last the last.
 * An empty list gives `fallbackSeconds` everywhere.
 */
export function offsetFromChanges(changes: readonly UtcOffsetChange[], fallbackSeconds: number): UtcOffsetAt {
  const first = changes[0]
  if (!first) return fixedOffset(fallbackSeconds)
  return (unixSeconds) => {
    let seconds = first.seconds
    for (const change of changes) {
      if (change.from > unixSeconds) break
      seconds = change.seconds
    }
    return seconds
  }
}

/**
 * A place's offset at each moment from an air-quality answer: its `utcOffsets` changes, or
 * its one `utcOffsetSeconds` for answers kept offline from versions that sent no changes.
 */
export function placeOffsetAt(answer: { utcOffsets?: readonly UtcOffsetChange[] | undefined; utcOffsetSeconds: number }): UtcOffsetAt {
  return offsetFromChanges(answer.utcOffsets ?? [], answer.utcOffsetSeconds)
}
