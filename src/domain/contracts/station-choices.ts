import * as z from 'zod/mini'
import { MAX_EXCLUDED_STATIONS, MAX_PINNED_STATIONS } from '../stations/choices'
import { STATION_ID_PATTERN } from './air-quality'

const stationId = z.string().check(z.regex(STATION_ID_PATTERN, 'A station id looks like "openaq:2178" (network, colon, its id)'))
const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length

/**
 * PATCH /api/user/locations/:id: a watched place's stations, pinned (used first, in order) and
 * excluded (never used), so its texts follow the same choice as its screen (decision 198).
 * The whole choice is sent each time; a station is either pinned or excluded, never both.
 */
export const stationChoicesInputSchema = z
  .strictObject({
    pinnedStationIds: z.array(stationId).check(
      z.maxLength(MAX_PINNED_STATIONS, `Pin at most ${MAX_PINNED_STATIONS} stations`),
      z.refine(distinct, 'A station is pinned only once'),
    ),
    excludedStationIds: z.array(stationId).check(
      z.maxLength(MAX_EXCLUDED_STATIONS, `Exclude at most ${MAX_EXCLUDED_STATIONS} stations`),
      z.refine(distinct, 'A station is excluded only once'),
    ),
  })
  .check(
    z.refine(
      (choices) => !choices.pinnedStationIds.some((id) => choices.excludedStationIds.includes(id)),
      'A station cannot be both pinned and excluded',
    ),
  )
export type StationChoicesInput = z.infer<typeof stationChoicesInputSchema>
