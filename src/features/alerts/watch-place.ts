import { msg } from '@lingui/core/macro'
import type { Coordinates } from '../../domain/contracts/air-quality'
import type { MonitoredPlace, PlaceInput } from '../../domain/contracts/alerts'
import { distanceMetres } from '../../lib/coordinates'
import { i18n } from '../../lib/i18n'

/** The contract's longest place name. */
const MAX_NAME_LENGTH = 60
/** A watched place this close is the same place (GPS jitter, the same neighbourhood's forecast cell is ~10 km). */
export const SAME_PLACE_METRES = 500

/** What 'Watch this place' saves: the shown name and the position to 4 decimals (about 11 m). */
export function placeToWatch(name: string, { lat, lon }: Coordinates): PlaceInput {
  const round = (value: number) => Math.round(value * 10_000) / 10_000
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH).trim()
  return { name: trimmed === '' ? unnamedPlace() : trimmed, lat: round(lat), lon: round(lon) }
}

/** A place's name when neither a name was typed nor a town is known: never coordinates, never "Your location" (issue 25 item 4). */
export const UNNAMED_PLACE = 'My place'

/** `UNNAMED_PLACE` in the reader's language (decision 280): the name is saved as read. */
export function unnamedPlace(): string {
  return i18n._(msg`My place`)
}

/**
 * The name a new watched place gets (issue 25 item 4): the name the person typed, else the
 * town the position is in, else null (then the person is asked for one).
 */
export function nameForNewPlace(typed: string, town: string | null): string | null {
  const name = typed.trim() || town?.trim() || ''
  return name === '' ? null : name
}

/** The watched place at these coordinates, if there is one. */
export function watchedPlaceAt(places: readonly MonitoredPlace[], coords: Coordinates): MonitoredPlace | undefined {
  return places.find((place) => distanceMetres(place, coords) <= SAME_PLACE_METRES)
}
