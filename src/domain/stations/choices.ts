import type { StationChoices } from '../fusion/types'

/** Most stations a person may pin for a place (the column's check, migration 20261126100000). */
export const MAX_PINNED_STATIONS = 3
/** Most stations a person may exclude for a place (the same migration). */
export const MAX_EXCLUDED_STATIONS = 20

/** No choice made: the nearest valid stations are used (decision 165). */
export const NO_STATION_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }

const without = (ids: readonly string[], id: string) => ids.filter((other) => other !== id)

/** Whether another station may be pinned (at most {@link MAX_PINNED_STATIONS}). */
export function canPin(choices: StationChoices, id: string): boolean {
  return choices.pinnedIds.includes(id) || choices.pinnedIds.length < MAX_PINNED_STATIONS
}

/** Whether another station may be excluded (at most {@link MAX_EXCLUDED_STATIONS}). */
export function canExclude(choices: StationChoices, id: string): boolean {
  return choices.excludedIds.includes(id) || choices.excludedIds.length < MAX_EXCLUDED_STATIONS
}

/** Pins `id` last (an excluded station stops being excluded); unchanged when the pins are full. */
export function pinStation(choices: StationChoices, id: string): StationChoices {
  if (choices.pinnedIds.includes(id) || !canPin(choices, id)) return choices
  return { pinnedIds: [...choices.pinnedIds, id], excludedIds: without(choices.excludedIds, id) }
}

/** Excludes `id` (a pinned station stops being pinned); unchanged when the exclusions are full. */
export function excludeStation(choices: StationChoices, id: string): StationChoices {
  if (choices.excludedIds.includes(id) || !canExclude(choices, id)) return choices
  return { pinnedIds: without(choices.pinnedIds, id), excludedIds: [...choices.excludedIds, id] }
}

/** Undoes a pin or an exclusion of `id`. */
export function releaseStation(choices: StationChoices, id: string): StationChoices {
  return { pinnedIds: without(choices.pinnedIds, id), excludedIds: without(choices.excludedIds, id) }
}

export function hasChoices(choices: StationChoices): boolean {
  return choices.pinnedIds.length > 0 || choices.excludedIds.length > 0
}

/**
 * The query of an air-quality request with these choices: `pin=a,b&exclude=c`, each only when
 * not empty, so a place without choices asks (and is cached) exactly as before.
 */
export function stationChoicesQuery(choices: StationChoices): { pin?: string; exclude?: string } {
  return {
    ...(choices.pinnedIds.length > 0 ? { pin: choices.pinnedIds.join(',') } : {}),
    ...(choices.excludedIds.length > 0 ? { exclude: choices.excludedIds.join(',') } : {}),
  }
}
