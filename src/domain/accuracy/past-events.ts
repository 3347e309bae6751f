// The early-warning figures on past events that /accuracy shows until the live record has
// enough episodes (issue 23 item 5, decisions 220 and 250): the totals of `npm run train`'s
// leave-one-group-out table, which the script writes to past-event-figures.ts (never typed here).
// zod/mini, as everything the browser loads (decision 244's first-load budget).
import * as z from 'zod/mini'
import { usAqiFromConcentration } from '../aqi/us-epa'
import { FEW_EPISODES } from './figures'
import { TRAINED_PAST_EVENTS } from './past-event-figures'

export interface PastEventFigures {
  /** Event groups, each tested with a model that never saw it. */
  events: number
  stations: number
  episodes: number
  /** Episodes with a text 2 h to 12 h before the air reached the threshold. */
  warned: number
  firstArrivals: number
  firstArrivalsWarned: number
  falseAlarmsPerStationMonth: number
  /** Median of onset − first text, minutes (negative: after the onset); null without one. */
  medianLeadMinutes: number | null
  /** The threshold the figures are for, hourly PM2.5 µg/m³, and its US AQI (null off EPA's table); the page words them. */
  thresholdUgM3: number
  thresholdUsAqi: number | null
}

const count = z.int().check(z.minimum(0))
const trainedSchema = z.object({
  events: count, stations: count, episodes: count, warned: count, firstArrivals: count, firstArrivalsWarned: count,
  falseAlarmsPerStationMonth: z.number().check(z.minimum(0)), medianLeadMinutes: z.nullable(z.number()), thresholdUgM3: z.number().check(z.positive()),
})

/** The training output as the page shows it: checked, with the threshold's US AQI (PM2.5 55.5 µg/m³ is US AQI 151). */
export function pastEventFigures(trained: unknown): PastEventFigures {
  const figures = trainedSchema.parse(trained)
  const aqi = usAqiFromConcentration('pm2_5', figures.thresholdUgM3, 'ug/m3', '24h')
  return { ...figures, thresholdUsAqi: aqi === null ? null : Math.round(aqi.index) }
}

/** `npm run train`, observations only (no model forecast), quiet hours off, no cap. */
export const PAST_EVENT_FIGURES: PastEventFigures = pastEventFigures(TRAINED_PAST_EVENTS)

/** The past-event figures are shown while the live record has fewer than FEW_EPISODES episodes of our forecast in all. */
export function showPastEvents(liveEpisodes: number): boolean {
  return liveEpisodes < FEW_EPISODES
}
