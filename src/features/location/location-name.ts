import * as z from 'zod/mini'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { distanceMetres } from '../../lib/coordinates'
import { useStoredValue } from '../../lib/stored-value'

export const LOCATION_NAME_KEY = 'airahead.location-name.v1'

/** A name the user gave a place, stored with the place so it is not shown somewhere else. */
export const savedLocationNameSchema = z.nullable(
  z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)), lat: z.number(), lon: z.number() }),
)
export type SavedLocationName = z.infer<typeof savedLocationNameSchema>

/** Within this distance (GPS jitter, a walk around the block) the saved name still applies. */
export const SAME_PLACE_METRES = 1_000

/** The saved name when the user is still at the place it was saved for, else null. */
export function savedNameFor(saved: SavedLocationName, coords: Coordinates | null): string | null {
  if (!saved || !coords) return null
  return distanceMetres(saved, coords) <= SAME_PLACE_METRES ? saved.name : null
}

/** docs/product.md §Validation: a name is saved only for known coordinates, and only a non-blank one. */
export function canSaveLocationName(coords: Coordinates | null, draft: string): boolean {
  return coords !== null && draft.trim() !== ''
}

export function useSavedLocationName() {
  return useStoredValue(LOCATION_NAME_KEY, savedLocationNameSchema, null)
}
