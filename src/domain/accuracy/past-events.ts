// The early-warning figures on past events that /accuracy shows until the live record has
// enough episodes (issue 23 item 5, decision 220): `npm run train`'s leave-one-group-out table,
// copied here when the model is retrained.
import { FEW_EPISODES } from './figures'

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
  /** Median of onset − first text, minutes (negative: after the onset). */
  medianLeadMinutes: number
  /** The threshold the figures are for, in the words the page uses. */
  threshold: string
}

/** `npm run train`, PM2.5 55.5 µg/m³, observations only (no model forecast), quiet hours off, no cap. */
export const PAST_EVENT_FIGURES: PastEventFigures = {
  events: 8, stations: 150, episodes: 962, warned: 132, firstArrivals: 411, firstArrivalsWarned: 30,
  falseAlarmsPerStationMonth: 0.67, medianLeadMinutes: -60, threshold: 'PM2.5 55.5 µg/m³ (US AQI 151)',
}

/** The past-event figures are shown while the live record has fewer than FEW_EPISODES episodes of our forecast in all. */
export function showPastEvents(liveEpisodes: number): boolean {
  return liveEpisodes < FEW_EPISODES
}
