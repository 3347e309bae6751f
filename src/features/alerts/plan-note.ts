import type { AlertPlanResponse, Threshold } from '../../domain/contracts/alerts'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { zoneOffsetAt } from '../../domain/time/time-zone'
import type { LocaleStyle } from '../../domain/time/locale-style'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { deviceUtcOffsetSeconds } from '../../lib/time'
import { getAlertPlan } from './api/get-alert-plan'
import { alertPlanText } from './plan-text'

/** The member's plan for the place on screen, ready to be said at any moment (decision 207). */
export type PlanNote =
  | { watched: false }
  | {
      watched: true
      placeName: string
      /** The plan as one sentence, at `nowSeconds`; `screenOffsetAt`: the clock of the screen's other times. */
      describe: (nowSeconds: number, threshold: Threshold, screenOffsetAt: UtcOffsetAt, style: LocaleStyle) => string
    }

/** An IANA zone's offsets, or the device's for a zone this browser does not know. */
function offsetsOf(timeZone: string): UtcOffsetAt {
  try {
    return zoneOffsetAt(timeZone)
  } catch {
    return deviceUtcOffsetSeconds
  }
}

export function planNoteOf(answer: AlertPlanResponse): PlanNote {
  if (!answer.watched) return { watched: false }
  const offsetAt = offsetsOf(answer.timeZone)
  return {
    watched: true,
    placeName: answer.placeName,
    describe: (nowSeconds, threshold, screenOffsetAt, style) =>
      alertPlanText(answer.plan, nowSeconds, threshold, { timeZone: answer.timeZone, offsetAt, screenOffsetAt, style }),
  }
}

/**
 * Loaded by the dashboard and /home for members only (a dynamic import in their query), so
 * visitors' first load carries none of it, Intl's zone rules included (decision 012).
 */
export async function loadPlanNote(coords: Coordinates, signal?: AbortSignal): Promise<PlanNote> {
  return planNoteOf(await getAlertPlan(coords, signal))
}
