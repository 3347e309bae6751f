import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../lib/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as spanish } from '../locales/es/messages.po'
import { ReadingAge, readingClock } from './reading-age'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const READ_AT = 1_790_000_000
const MIN = 60
/** The device's clock in the machine's locale: "14:05" (24-hour) or "2:05 PM" (12-hour; decision 181). */
const CLOCK = String.raw`(\d\d:\d\d|\d{1,2}(:\d\d)? [AP]M)`
const text = (pattern: string) => new RegExp(`^${pattern.replace('CLOCK', CLOCK)}$`)

/** The line as a person reads it, and its freshness. */
function line(age: number, options: { updating?: boolean; offline?: boolean } = {}) {
  const html = renderToStaticMarkup(
    <ReadingAge readAtSeconds={READ_AT} nowSeconds={READ_AT + age} updating={options.updating ?? false} offline={options.offline ?? false} />,
  )
  return {
    text: html.replace(/<[^>]+>/g, ''),
    freshness: /data-freshness="(\w+)"/.exec(html)?.[1],
  }
}

describe('ReadingAge in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('says offline that the reading is the kept one, in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(line(2 * 3600, { offline: true }).text).toMatch(/^Sin conexión — medición de las /)
  })
})

describe('ReadingAge (decision 150)', () => {
  it('says when a fresh reading was made and that it was just checked', () => {
    expect(line(20)).toEqual({ text: expect.stringMatching(text('Updated CLOCK · checked just now')), freshness: 'fresh' })
    expect(line(14 * MIN).text).toMatch(text('Updated CLOCK · checked 14 min ago'))
  })

  it('from 15 min, leads with the age, and says when a newer reading is coming', () => {
    expect(line(2 * 3600 + 10 * MIN - 1, { updating: true })).toEqual({
      text: expect.stringMatching(text('Reading from CLOCK, 2 h 9 min ago — updating…')),
      freshness: 'aging',
    })
    expect(line(15 * MIN).text).toMatch(text('Reading from CLOCK, 15 min ago'))
    expect(line(3 * 3600).freshness).toBe('old')
  })

  it('offline, says the reading is the kept one, with its age', () => {
    expect(line(2 * 3600 + 10 * MIN, { offline: true }).text).toMatch(text('Offline — reading from CLOCK, 2 h 10 min ago'))
  })

  it('dates the reading in the <time> element', () => {
    const html = renderToStaticMarkup(<ReadingAge readAtSeconds={READ_AT} nowSeconds={READ_AT} updating={false} offline={false} />)
    expect(html).toContain(`dateTime="${new Date(READ_AT * 1000).toISOString()}"`)
  })
})

describe('readingClock: one clock per card (issue 24 item 6)', () => {
  const IST = () => 19800
  const UTC0 = () => 0
  // 2026-11-28 03:28 UTC = 8:58 AM in Delhi.
  const AT = Date.UTC(2026, 10, 28, 3, 28) / 1000

  it('writes the place’s time, named, when the device’s clock reads differently', () => {
    expect(readingClock(AT, { offsetAt: IST, timeZone: 'Asia/Kolkata' }, UTC0)).toMatch(/^(8:58 AM|08:58) Kolkata time$/)
    expect(readingClock(AT, { offsetAt: IST, timeZone: undefined }, UTC0)).toMatch(/ place time$/)
  })

  it('writes it unnamed when both clocks agree', () => {
    expect(readingClock(AT, { offsetAt: IST, timeZone: 'Asia/Kolkata' }, IST)).toMatch(/^(8:58 AM|08:58)$/)
  })

  it('the line itself carries the place’s clock, so "Updated" and the strip’s "Now" read the same clock', () => {
    const html = renderToStaticMarkup(
      <ReadingAge readAtSeconds={AT} nowSeconds={AT + 60} updating={false} offline={false} place={{ offsetAt: IST, timeZone: 'Asia/Kolkata' }} />,
    )
    const device = -new Date(AT * 1000).getTimezoneOffset() * 60
    expect(html.replace(/<[^>]+>/g, '')).toMatch(device === 19800 ? /^Updated (8:58 AM|08:58) · checked/ : /^Updated (8:58 AM|08:58) Kolkata time · checked/)
  })
})
