import { z } from 'zod'
import { STATION_ID_PATTERN } from '../../../src/domain/contracts/air-quality'
import type { StationChoices } from '../../../src/domain/fusion/types'

/** Most stations a person may pin for a place, and exclude (monitored_places' CHECKs, decision 194). */
export const MAX_PINNED = 3
export const MAX_EXCLUDED = 20

/** A comma-separated list of station ids ("openaq:2178,airnow:840060370113"), at most `max`, each distinct. */
const stationIds = (name: string, max: number) =>
  z
    .string()
    .optional()
    .transform((text, ctx): string[] => {
      const ids = (text ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '')
      const bad = ids.find((id) => !STATION_ID_PATTERN.test(id))
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `${name} must list station ids like openaq:2178, separated by commas; ${JSON.stringify(bad.slice(0, 80))} is not one` })
        return z.NEVER
      }
      const distinct = [...new Set(ids)]
      if (distinct.length > max) {
        ctx.addIssue({ code: 'custom', message: `${name} may list at most ${max} stations` })
        return z.NEVER
      }
      return distinct
    })

/**
 * `pin` and `exclude` of every /api/air-quality/* call: a person's stations for the place
 * (decision 194), the same choices the alert job reads from monitored_places, so a place's
 * screen and its texts fuse the same stations. Absent: none. A station both pinned and
 * excluded is refused.
 */
export const stationChoicesQuerySchema = z
  .object({ pin: stationIds('pin', MAX_PINNED), exclude: stationIds('exclude', MAX_EXCLUDED) })
  .transform((q, ctx): StationChoices => {
    const both = q.pin.find((id) => q.exclude.includes(id))
    if (both !== undefined) {
      ctx.addIssue({ code: 'custom', message: `station ${both} cannot be both pinned and excluded` })
      return z.NEVER
    }
    return { pinnedIds: q.pin, excludedIds: q.exclude }
  })
