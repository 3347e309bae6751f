import { levelNameMessage } from '../domain/aqi/levels'
import { i18n } from '../lib/i18n'
import type { Coordinates } from '../domain/contracts/air-quality'
import type { Threshold } from '../domain/contracts/alerts'
import type { ForecastWarning } from '../domain/forecast/warning'
import { isTextableCountry } from '../domain/sms/countries'
import type { LocaleStyle } from '../domain/time/locale-style'
import type { UtcOffsetAt } from '../domain/time/utc-offset'
import { loadPlanNote, type PlanNote } from '../features/alerts/plan-note'
import { forecastWarningText } from '../features/dashboard/forecast-warning-text'
import * as z from 'zod/mini'
import { regionalResponseSchema } from '../domain/contracts/air-quality'
import { apiGet } from '../lib/api'
import { coordinatesQuery } from '../lib/coordinates'
import type { StationChoices } from '../domain/fusion/types'
import { NO_STATION_CHOICES, stationChoicesQuery } from '../domain/stations/choices'

/** What the screen says about texts at a place, now. */
export interface Told {
  /** The banner's sentence under the air now: the coming warning, or a member's plan when the banner is up without one. */
  warningText: string | null
  /** A member's plan for the place they watch here when no banner carries it, else null. */
  planText: string | null
}

/**
 * Says it at a moment: the coming warning, the clock and the threshold the screen uses, and
 * whether the banner is up (the air now, or the warning), so a member's plan is said once.
 */
export type TellTexts = (
  warning: ForecastWarning | null,
  nowSeconds: number,
  threshold: Threshold,
  offsetAt: UtcOffsetAt,
  style: LocaleStyle,
  bannerUp: boolean,
) => Told

/** GET /api/sms/countries's answer, as much of it as is read here. */
const countriesSchema = z.object({ countries: z.array(z.string()) })

/**
 * Whether AirAhead can text someone standing at `coords` (decision 208): the place's country
 * (the regional answer's offline country lookup) is on this deploy's texting list. Asked here
 * rather than through /home's and /pricing's query modules: importing those would list their
 * chunks in the dashboard's first load (decision 207's budget note). Asked with the place's
 * station choices like every other request about the place (decision 198): the country does
 * not depend on them, but the request is then the one /home makes for the same place.
 */
async function placeIsTextable(coords: Coordinates, choices: StationChoices, signal?: AbortSignal): Promise<boolean> {
  const [regional, { countries }] = await Promise.all([
    apiGet('/api/air-quality/regional', { schema: regionalResponseSchema, query: { ...coordinatesQuery(coords), ...stationChoicesQuery(choices) }, signal }),
    apiGet('/api/sms/countries', { schema: countriesSchema, signal }),
  ])
  return isTextableCountry(regional.country, countries)
}

/**
 * What the screen says, from a member's plan (`note`; null for anyone else) and whether the
 * place can be texted. `plan` in `forecastWarningText`: undefined is the visitor's "if you
 * watch this place" (right for a member who does not watch it too), null no promise, a
 * sentence the member's plan.
 */
export function tellTexts(note: PlanNote | null, textable: boolean): TellTexts {
  return (warning, nowSeconds, threshold, offsetAt, style, bannerUp) => {
    const planText = note?.watched ? note.describe(nowSeconds, threshold, offsetAt, style) : null
    const plan = planText ?? (textable ? undefined : null)
    if (warning) return { warningText: forecastWarningText(warning, nowSeconds, offsetAt, i18n._(levelNameMessage(warning.aqi)), style, plan), planText: null }
    return bannerUp ? { warningText: planText, planText: null } : { warningText: null, planText }
  }
}

/**
 * Loaded by the dashboard and /home only when there is something to promise, so their first
 * load carries none of it (decision 012): for a member, the alert job's plan for their watched
 * place (decision 207); for anyone else, whether the place's country can be texted at all
 * (decision 208). A member's phone is always in a texting country (sign-in checks it).
 * `choices`: the place's pinned and excluded stations, as the screen sends them.
 */
export async function loadTextPromise(
  coords: Coordinates,
  member: boolean,
  signal?: AbortSignal,
  choices: StationChoices = NO_STATION_CHOICES,
): Promise<TellTexts> {
  if (member) return tellTexts(await loadPlanNote(coords, signal), true)
  return tellTexts(null, await placeIsTextable(coords, choices, signal))
}
