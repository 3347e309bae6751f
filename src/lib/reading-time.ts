import { readingTime } from '../domain/freshness/reading-age'
import { isoToUnixSeconds } from './time'

/**
 * When the answer on screen was made, unix seconds (decision 150): `dataUpdatedAt` is
 * TanStack Query's arrival time on this device (ms, 0 before any data), `generatedAt` the
 * server's, used for a copy the service worker served from its cache; `fetchedAt` says how
 * old the server's own upstream data was.
 */
export function readingTimeOf(
  answer: { generatedAt: string; fetchedAt: string },
  dataUpdatedAtMs: number,
  fromDeviceCache: boolean,
): number | null {
  return readingTime({
    receivedAtSeconds: dataUpdatedAtMs > 0 ? Math.floor(dataUpdatedAtMs / 1000) : null,
    generatedAtSeconds: isoToUnixSeconds(answer.generatedAt),
    fetchedAtSeconds: isoToUnixSeconds(answer.fetchedAt),
    fromDeviceCache,
  })
}
