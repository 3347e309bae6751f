import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { i18n } from '../../lib/i18n'
import { TimeZoneFieldset, timeZoneOptions } from './time-zone-fieldset'

const ZONES = ['Africa/Abidjan', 'America/New_York', 'Asia/Kathmandu', 'Europe/London']

function fieldset(value: string | null, saved: string | null, deviceZone: string | null = 'America/New_York') {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TimeZoneFieldset value={value} saved={saved} deviceZone={deviceZone} zones={ZONES} selectId="tz" onChange={() => undefined} />
    </I18nProvider>,
  )
}

describe('TimeZoneFieldset (decision 206)', () => {
  it('says which clock texts and quiet hours follow, with a Change button and no select until asked', () => {
    const html = fieldset('Europe/London', 'Europe/London')
    expect(html).toContain('Texts and quiet hours follow <strong class="time-zone__name">Europe/London</strong>.')
    expect(html).toMatch(/<button type="button"[^>]*>Change<\/button>/)
    expect(html).not.toContain('<select')
  })

  it('marks the device’s own zone, and a choice not saved yet', () => {
    expect(fieldset('America/New_York', 'America/New_York')).toContain('America/New_York</strong> (this device).')
    expect(fieldset('Asia/Kathmandu', 'Europe/London')).toContain('Asia/Kathmandu</strong>, once you save.')
  })

  it('when none is saved, says so and offers the device’s zone in one press', () => {
    const html = fieldset(null, null)
    expect(html).toContain('Not set yet: quiet hours and the daily limit follow each place’s own clock.')
    expect(html).toContain('This device is in <strong class="time-zone__name">America/New_York</strong>.')
    expect(html).toMatch(/<button type="button"[^>]*>Use America\/New_York<\/button>/)
    expect(html).toMatch(/<button type="button"[^>]*>Choose a time zone<\/button>/)
  })

  it('offers no device zone the browser does not give', () => {
    const html = fieldset(null, null, null)
    expect(html).not.toContain('This device')
    expect(html).not.toContain('Use ')
  })

  it('lists the device’s zone first, then every other once, keeping a saved zone the list lacks', () => {
    expect(timeZoneOptions(ZONES, 'Asia/Kathmandu', null)).toEqual(['Asia/Kathmandu', 'Africa/Abidjan', 'America/New_York', 'Europe/London'])
    expect(timeZoneOptions(ZONES, 'America/New_York', 'Asia/Calcutta')).toEqual([
      'America/New_York',
      'Asia/Calcutta',
      'Africa/Abidjan',
      'Asia/Kathmandu',
      'Europe/London',
    ])
  })
})
