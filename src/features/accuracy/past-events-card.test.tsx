import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as spanish } from '../../locales/es/messages.po'
import { showPastEvents, type PastEventFigures } from '../../domain/accuracy/past-events'
import { PastEventsCard } from './past-events-card'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const figures: PastEventFigures = {
  events: 8, stations: 150, episodes: 962, warned: 144, firstArrivals: 411, firstArrivalsWarned: 33,
  falseAlarmsPerStationMonth: 0.66, medianLeadMinutes: -60, thresholdUgM3: 55.5, thresholdUsAqi: 151,
}

describe('past-event figures on /accuracy', () => {
  afterEach(() => i18n.activate('en'))

  it('are labelled as past events, observations only, with their counts', () => {
    const html = renderToStaticMarkup(<PastEventsCard figures={figures} />)
    expect(html).toContain('Tested on 8 past events, observations only')
    expect(html).toContain('15 % (144 of 962 episodes)')
    expect(html).toContain('8 % (33 of 411)')
    expect(html).toContain('0.7 a month at one place')
    expect(html).toContain('1 h after')
    expect(html).toContain('at PM2.5 55.5 µg/m³ (US AQI 151).')
    // Counted in the training's terms, not the live record's (which the page's "How we count" defines).
    expect(html).toContain('after 6 hours under it; it was warned when an alert went out 2 to 12 hours before')
    expect(html).toContain('no hour at the threshold in the 24 hours before')
  })

  it("name the threshold in the reader's words and numbers (decision 280)", () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const html = renderToStaticMarkup(<PastEventsCard figures={figures} />)
    expect(html).toContain('PM2.5 55,5 µg/m³ (ICA de EE. UU. 151)')
    expect(html).not.toContain('US AQI')
    expect(html).toContain('tras 6 horas por debajo')
    expect(html).not.toContain('hours under it')
  })

  it('are shown only until the live record has 20 episodes', () => {
    expect(showPastEvents(0)).toBe(true)
    expect(showPastEvents(19)).toBe(true)
    expect(showPastEvents(20)).toBe(false)
  })
})
