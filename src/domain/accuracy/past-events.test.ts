import { describe, expect, it } from 'vitest'
import { PAST_EVENT_FIGURES, pastEventFigures } from './past-events'
import { TRAINED_PAST_EVENTS } from './past-event-figures'

const trained = {
  events: 8, stations: 150, episodes: 962, warned: 200, firstArrivals: 411, firstArrivalsWarned: 70,
  falseAlarmsPerStationMonth: 0.48, medianLeadMinutes: 45, thresholdUgM3: 55.5, budget: 0.5,
}

describe('past-event figures from the training output', () => {
  it('keep the counts and say the threshold in words with its US AQI', () => {
    expect(pastEventFigures(trained)).toEqual({
      events: 8, stations: 150, episodes: 962, warned: 200, firstArrivals: 411, firstArrivalsWarned: 70,
      falseAlarmsPerStationMonth: 0.48, medianLeadMinutes: 45, thresholdUgM3: 55.5, thresholdUsAqi: 151,
    })
    expect(pastEventFigures({ ...trained, thresholdUgM3: 35.5 }).thresholdUsAqi).toBe(101)
  })

  it('refuse a file that is not a training output (a count that is not a count, a missing field)', () => {
    expect(() => pastEventFigures({ ...trained, warned: -1 })).toThrow()
    expect(() => pastEventFigures({ ...trained, episodes: 9.5 })).toThrow()
    const { thresholdUgM3: _, ...noThreshold } = trained
    expect(() => pastEventFigures(noThreshold)).toThrow()
  })

  it('what the page shows is the committed training output, not a copy', () => {
    const file = TRAINED_PAST_EVENTS as typeof trained
    expect(PAST_EVENT_FIGURES.episodes).toBe(file.episodes)
    expect(PAST_EVENT_FIGURES.warned).toBe(file.warned)
    expect(PAST_EVENT_FIGURES.falseAlarmsPerStationMonth).toBe(file.falseAlarmsPerStationMonth)
    expect(PAST_EVENT_FIGURES.warned).toBeLessThanOrEqual(PAST_EVENT_FIGURES.episodes)
  })
})
