import type { Coordinates } from '../domain/contracts/air-quality'
import type { StationChoices } from '../domain/fusion/types'

/** A place's station choices in its keys (decision 198): none adds nothing, so other keys stay as they were. */
const choicesPart = (choices: StationChoices | null | undefined) =>
  choices && (choices.pinnedIds.length > 0 || choices.excludedIds.length > 0)
    ? [{ pin: choices.pinnedIds.join(','), exclude: choices.excludedIds.join(',') }]
    : []

/** Every query key of the app. Coordinates are part of the key (docs/product.md §API), already rounded. */
export const queryKeys = {
  airQuality: {
    all: ['air-quality'] as const,
    current: ({ lat, lon }: Coordinates, choices?: StationChoices | null) => ['air-quality', 'current', lat, lon, ...choicesPart(choices)] as const,
    forecast: ({ lat, lon }: Coordinates, choices?: StationChoices | null) => ['air-quality', 'forecast', lat, lon, ...choicesPart(choices)] as const,
    forecastPremium: ({ lat, lon }: Coordinates, choices?: StationChoices | null) => ['air-quality', 'forecast-premium', lat, lon, ...choicesPart(choices)] as const,
  },
  account: {
    currentUser: ['auth', 'user'] as const,
  },
  alerts: {
    all: ['alerts'] as const,
    settings: ['alerts', 'settings'] as const,
    places: ['alerts', 'places'] as const,
    /** Under the places: watching or dropping a place asks for its plan again (decision 207). */
    plans: ['alerts', 'places', 'plan'] as const,
    plan: ({ lat, lon }: Coordinates) => ['alerts', 'places', 'plan', lat, lon] as const,
    log: ['alerts', 'log'] as const,
  },
}

/**
 * For a place's air-quality queries: while the same place is asked again with other station
 * choices, its previous answer stays on screen (not a skeleton); another place never shows it.
 */
export function keepSamePlace<T>(queryKey: readonly unknown[]) {
  return (previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery && queryKey.slice(0, 4).every((part, i) => previousQuery.queryKey[i] === part) ? previous : undefined
}
