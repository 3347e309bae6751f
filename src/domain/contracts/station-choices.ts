import * as z from 'zod/mini'
import { saying } from '../i18n/ambient'
import { MAX_EXCLUDED_STATIONS, MAX_PINNED_STATIONS } from '../stations/choices'
import { STATION_ID_PATTERN } from './air-quality'

/** This contract's messages, in the reader's language (decision 285). */
const STATION_CHOICE_MESSAGES = {
  stationId: /*i18n*/ { id: 'validation.stations.id', message: 'A station id looks like "openaq:2178" (network, colon, its id)' },
  pinMax: /*i18n*/ { id: 'validation.stations.pinMax', message: 'Pin at most {max} stations' },
  pinOnce: /*i18n*/ { id: 'validation.stations.pinOnce', message: 'A station is pinned only once' },
  excludeMax: /*i18n*/ { id: 'validation.stations.excludeMax', message: 'Exclude at most {max} stations' },
  excludeOnce: /*i18n*/ { id: 'validation.stations.excludeOnce', message: 'A station is excluded only once' },
  both: /*i18n*/ { id: 'validation.stations.both', message: 'A station cannot be both pinned and excluded' },
}

const stationId = z.string().check(z.regex(STATION_ID_PATTERN, saying(STATION_CHOICE_MESSAGES.stationId)))
const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length

/**
 * PATCH /api/user/locations/:id: a watched place's stations, pinned (used first, in order) and
 * excluded (never used), so its texts follow the same choice as its screen (decision 198).
 * The whole choice is sent each time; a station is either pinned or excluded, never both.
 */
export const stationChoicesInputSchema = z
  .strictObject({
    pinnedStationIds: z.array(stationId).check(
      z.maxLength(MAX_PINNED_STATIONS, saying(STATION_CHOICE_MESSAGES.pinMax, { max: MAX_PINNED_STATIONS })),
      z.refine(distinct, saying(STATION_CHOICE_MESSAGES.pinOnce)),
    ),
    excludedStationIds: z.array(stationId).check(
      z.maxLength(MAX_EXCLUDED_STATIONS, saying(STATION_CHOICE_MESSAGES.excludeMax, { max: MAX_EXCLUDED_STATIONS })),
      z.refine(distinct, saying(STATION_CHOICE_MESSAGES.excludeOnce)),
    ),
  })
  .check(
    z.refine(
      (choices) => !choices.pinnedStationIds.some((id) => choices.excludedStationIds.includes(id)),
      saying(STATION_CHOICE_MESSAGES.both),
    ),
  )
export type StationChoicesInput = z.infer<typeof stationChoicesInputSchema>
