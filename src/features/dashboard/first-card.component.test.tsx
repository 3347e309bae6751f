import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { forecastStrip } from '../../domain/forecast/strip'
import { fixedOffset } from '../../domain/time/utc-offset'
import { renderInApp } from '../../../tests/support/render-app'
import { officialAdviceFor, ProfileAdvice } from '../health-profile/profile-advice'
import { GpsStatusCard } from '../location/gps-status-card'
import { AlertBanner } from './alert-banner'
import { NextHours } from './next-hours'

// 2026-11-22 14:00 UTC.
const NOW = Date.UTC(2026, 10, 22, 14) / 1000
const hour = (i: number, aqi: number): AirQualityEntry => ({
  dt: NOW + i * 3600,
  main: { aqi },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 14, pm10: null, nh3: null },
  usAqi: 55,
  dominantPollutant: 'pm2_5',
})

describe('the first card of / (issue 25 item 1, decision 260)', () => {
  it('gives the advice of the person’s own group, and Change profile opens the settings', async () => {
    const onChange = vi.fn()
    const { user } = renderInApp(<ProfileAdvice aqi={4} profile="children" onChangeProfile={onChange} />)
    // Poor (4 of 5) for a child: the children's advice, not the general public's.
    expect(screen.getByText('For children:').parentElement?.textContent).toBe(
      'For children: Avoid long or intense outdoor activity; plan indoor play instead. Change profile',
    )
    await user.click(screen.getByRole('button', { name: 'Change profile' }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('shows Now and the next three hours in the place’s clock, each level in words', () => {
    const entries = forecastStrip([hour(0, 1), hour(1, 2), hour(2, 4), hour(3, 4), hour(4, 5)], NOW)
    renderInApp(<NextHours entries={entries} offsetAt={fixedOffset(-5 * 3600)} />)
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toEqual(['NowGood', '10 AMFair', '11 AMPoor', '12 PMPoor'])
  })

  it('says the demo location is an example place, and warns about it as one', async () => {
    renderInApp(
      <>
        <GpsStatusCard location={{ status: 'demo', coords: { lat: 40.71, lon: -74.01 }, reason: 'Location access denied. Please enable location services.' }} />
        <AlertBanner currentAqi={3} readingAgeSeconds={0} overThresholdNow thresholdName="Moderate (3 of 5)" forecastText="Poor air expected at ~3 AM tomorrow." examplePlace="New York City" />
      </>,
    )
    expect(screen.getByRole('group', { name: 'Location status' }).textContent).toContain('New York City is an example place, not your location')
    const warning = screen.getByRole('alert')
    // Over the person's own threshold is not said of a place they are not in; the forecast is, plainly.
    expect(warning.textContent).not.toContain('your alert level')
    expect(warning.textContent).toContain('New York City, the example place: Poor air expected at ~3 AM tomorrow.')
    expect(warning.textContent).not.toContain('texts you')
  })

  it('says an official warning plainly in the banner, and its advice replaces a calmer level’s (decisions 243, 275)', () => {
    const official = {
      index: 'UK DAQI 8', band: 'High',
      advice: 'At-risk individuals: Adults and children with lung problems … should reduce strenuous physical exertion. General population: Anyone experiencing discomfort … should consider reducing activity.',
    }
    renderInApp(
      <>
        <AlertBanner currentAqi={2} readingAgeSeconds={0} overThresholdNow={false} thresholdName="Poor (4 of 5)" forecastText={null} official={official} />
        <ProfileAdvice aqi={2} profile="general" onChangeProfile={() => {}} official={official} />
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'Official warning: UK DAQI 8, HighAirAhead’s level is Fair now: it reads the US AQI (NowCast), while the official index is averaged its own way.',
    )
    const advice = screen.getByText('For you:').parentElement?.textContent ?? ''
    // The general public's part of DEFRA's advice for the band.
    expect(advice).toBe('For you: UK DAQI 8 (High): Anyone experiencing discomfort … should consider reducing activity. Change profile')
    expect(advice).not.toMatch(/great day|Enjoy/i)
  })

  it('gives a sensitive group the at-risk part of the official advice (DEFRA, EEA), the whole of a one-part text (EPA)', () => {
    const daqi = 'At-risk individuals: Reduce strenuous exertion. General population: Consider reducing activity.'
    const eaqi = 'General population: Consider reducing intense activities. Sensitive populations: Reduce physical activities.'
    expect(officialAdviceFor(daqi, 'children')).toBe('Reduce strenuous exertion.')
    expect(officialAdviceFor(daqi, 'general')).toBe('Consider reducing activity.')
    expect(officialAdviceFor(eaqi, 'respiratory')).toBe('Reduce physical activities.')
    expect(officialAdviceFor(eaqi, 'general')).toBe('Consider reducing intense activities.')
    expect(officialAdviceFor('Everyone should avoid all physical activity outdoors.', 'olderAdults')).toBe('Everyone should avoid all physical activity outdoors.')
  })

  it('folds a Poor reading where the person is into one short warning, dismissible', async () => {
    const { user } = renderInApp(
      <AlertBanner currentAqi={4} readingAgeSeconds={0} overThresholdNow thresholdName="Poor (4 of 5)" forecastText={null} />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Air quality is Poor now (4 of 5)')
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('never calls a Poor reading from hours ago "now": it says when it was (decision 150)', () => {
    renderInApp(<AlertBanner currentAqi={4} readingAgeSeconds={3 * 3600 + 20 * 60} overThresholdNow thresholdName="Poor (4 of 5)" forecastText={null} />)
    const text = screen.getByRole('alert').textContent ?? ''
    expect(text).toBe('Air quality was Poor 3 h 20 min ago (4 of 5)')
    expect(text).not.toMatch(/ now/)
  })
})
