import { MAX_MONITORED_PLACES, type MonitoredPlace, type PlaceInput } from '../../../src/domain/contracts/alerts'
import type { StationChoicesInput } from '../../../src/domain/contracts/station-choices'
import { query } from '../db'

interface PlaceRow {
  id: string
  name: string
  lat: number
  lon: number
  created_at: Date
  pinned_station_ids: string[]
  excluded_station_ids: string[]
}

const toPlace = (r: PlaceRow): MonitoredPlace => ({
  id: r.id,
  name: r.name,
  lat: r.lat,
  lon: r.lon,
  createdAt: r.created_at.toISOString(),
  pinnedStationIds: r.pinned_station_ids,
  excludedStationIds: r.excluded_station_ids,
})

const PLACE_COLUMNS = 'id, name, lat, lon, created_at, pinned_station_ids, excluded_station_ids'

export async function listPlaces(userId: string): Promise<MonitoredPlace[]> {
  const rows = await query<PlaceRow>(
    `SELECT ${PLACE_COLUMNS} FROM monitored_places WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  )
  return rows.map(toPlace)
}

/** The database refused a place over the cap (the trigger of migration 20261125130000). */
export function isPlaceCapViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null
  return e?.code === '23514' && e.constraint === 'monitored_places_per_user'
}

/**
 * Adds a place unless the user already has the maximum. The count in the statement answers
 * the everyday case; when adds race, the database's own check holds the cap (decision 121).
 */
export async function addPlace(userId: string, place: PlaceInput): Promise<MonitoredPlace | 'too_many'> {
  try {
    const [row] = await query<PlaceRow>(
      `INSERT INTO monitored_places (user_id, name, lat, lon)
       SELECT $1, $2, $3, $4
        WHERE (SELECT count(*) FROM monitored_places WHERE user_id = $1) < $5
       RETURNING ${PLACE_COLUMNS}`,
      [userId, place.name, place.lat, place.lon, MAX_MONITORED_PLACES],
    )
    return row ? toPlace(row) : 'too_many'
  } catch (error) {
    if (isPlaceCapViolation(error)) return 'too_many'
    throw error
  }
}

/** Renames or moves a place of this user; a move forgets the episode of the old spot. */
export async function updatePlace(userId: string, id: string, place: PlaceInput): Promise<MonitoredPlace | null> {
  const [row] = await query<PlaceRow>(
    `UPDATE monitored_places
        SET name = $3, lat = $4, lon = $5,
            episode = CASE WHEN lat = $4 AND lon = $5 THEN episode ELSE NULL END
      WHERE user_id = $1 AND id = $2
      RETURNING ${PLACE_COLUMNS}`,
    [userId, id, place.name, place.lat, place.lon],
  )
  return row ? toPlace(row) : null
}

/** Replaces the stations pinned and excluded for a place of this user (decision 198); null when it is not theirs. */
export async function setStationChoices(userId: string, id: string, choices: StationChoicesInput): Promise<MonitoredPlace | null> {
  const [row] = await query<PlaceRow>(
    `UPDATE monitored_places SET pinned_station_ids = $3, excluded_station_ids = $4
      WHERE user_id = $1 AND id = $2
      RETURNING ${PLACE_COLUMNS}`,
    [userId, id, choices.pinnedStationIds, choices.excludedStationIds],
  )
  return row ? toPlace(row) : null
}

export async function deletePlace(userId: string, id: string): Promise<boolean> {
  const rows = await query<{ id: string }>(`DELETE FROM monitored_places WHERE user_id = $1 AND id = $2 RETURNING id`, [userId, id])
  return rows.length > 0
}
