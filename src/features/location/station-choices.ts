import { useCallback, useMemo } from 'react'
import * as z from 'zod/mini'
import { STATION_ID_PATTERN, type Coordinates } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { hasChoices, MAX_EXCLUDED_STATIONS, MAX_PINNED_STATIONS } from '../../domain/stations/choices'
import { distanceMetres } from '../../lib/coordinates'
import { useStoredValue } from '../../lib/stored-value'
import { SAME_PLACE_METRES } from './location-name'

export const STATION_CHOICES_KEY = 'airahead.station-choices.v1'
/** Places remembered on this device; the oldest choice is forgotten beyond this. */
const MAX_PLACES = 20

/**
 * One place's choices, stored with the place (like its name) so they never follow to another.
 * Stored data is untrusted, and an odd id sent to the API would be refused (400), so ids and
 * counts are checked as the API checks them.
 */
const stationId = z.string().check(z.regex(STATION_ID_PATTERN))
const placeChoicesSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  pinnedIds: z.array(stationId).check(z.maxLength(MAX_PINNED_STATIONS)),
  excludedIds: z.array(stationId).check(z.maxLength(MAX_EXCLUDED_STATIONS)),
})
type PlaceChoices = z.infer<typeof placeChoicesSchema>

/** Stored data is untrusted: a list that fails the contract reads as no choices at all. */
export const storedChoicesSchema = z.array(placeChoicesSchema).check(z.maxLength(MAX_PLACES))
const NONE: PlaceChoices[] = []

/** The nearest stored place within {@link SAME_PLACE_METRES} of `coords`. */
export function choicesAt(stored: readonly PlaceChoices[], coords: Coordinates): PlaceChoices | undefined {
  let nearest: PlaceChoices | undefined
  for (const place of stored) {
    const metres = distanceMetres(place, coords)
    if (metres <= SAME_PLACE_METRES && (!nearest || metres < distanceMetres(nearest, coords))) nearest = place
  }
  return nearest
}

/** The list with `coords`' choices replaced (removed when empty), newest last. */
export function withChoicesAt(stored: readonly PlaceChoices[], coords: Coordinates, choices: StationChoices): PlaceChoices[] {
  const current = choicesAt(stored, coords)
  const others = stored.filter((place) => place !== current)
  if (!hasChoices(choices)) return others
  const entry: PlaceChoices = {
    lat: current?.lat ?? coords.lat,
    lon: current?.lon ?? coords.lon,
    pinnedIds: choices.pinnedIds.slice(0, MAX_PINNED_STATIONS),
    excludedIds: choices.excludedIds.slice(0, MAX_EXCLUDED_STATIONS),
  }
  return [...others, entry].slice(-MAX_PLACES)
}

/**
 * The stations a person pinned or excluded for the place at `coords` on this device
 * (decision 198): `null` while they made none there, and a setter for that place.
 */
export function useStationChoices(coords: Coordinates | null): [StationChoices | null, (choices: StationChoices) => void] {
  const [stored, setStored] = useStoredValue(STATION_CHOICES_KEY, storedChoicesSchema, NONE)
  const place = coords ? choicesAt(stored, coords) : undefined
  const choices = useMemo<StationChoices | null>(
    () => (place ? { pinnedIds: place.pinnedIds, excludedIds: place.excludedIds } : null),
    [place],
  )
  const setChoices = useCallback(
    (next: StationChoices) => {
      if (coords) setStored(withChoicesAt(stored, coords, next))
    },
    [coords, stored, setStored],
  )
  return [choices, setChoices]
}
