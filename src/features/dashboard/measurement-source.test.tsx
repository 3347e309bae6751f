import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { AirQualityResponse, Measurement } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { NO_STATION_CHOICES } from '../../domain/stations/choices'
import { createQueryClient } from '../../lib/query-client'
import { measured, modelEstimate, station } from '../../../tests/fixtures/measurement'
import { CurrentAqiCard } from './current-aqi-card'
import { MeasurementSource } from './measurement-source'
import { StationDetail } from './station-detail'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const GENERATED_AT = '2026-11-26T02:00:00Z'
const NOW = Date.parse(GENERATED_AT) / 1000

/** What a person reads, tags stripped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

const props = (measurement: Measurement, choices: StationChoices = NO_STATION_CHOICES) => ({
  measurement,
  generatedAt: GENERATED_AT,
  sourceSimulated: false,
  nowSeconds: NOW,
  choices,
  onChoicesChange: () => undefined,
  updating: false,
  watchedName: null,
})

describe('MeasurementSource', () => {
  it('is one closed disclosure button saying where the number comes from', () => {
    const html = renderToStaticMarkup(<MeasurementSource {...props(measured([station({})]))} />)
    expect(html).toMatch(/<button type="button" class="measurement__line" aria-expanded="false" aria-controls="[^"]+"/)
    expect(textOf(html)).toBe('Measured at PS 314, 3.2 km, 20 min ago')
    expect(html).not.toContain('badge--simulated')
    expect(html).toContain('measurement--measured')
  })

  it('names the model for a model estimate', () => {
    const html = renderToStaticMarkup(<MeasurementSource {...props(modelEstimate({ model: 'CAMS Europe, 11 km' }))} />)
    expect(textOf(html)).toBe('Model estimate (CAMS Europe, 11 km)')
    expect(html).toContain('measurement--model')
  })

  it('labels simulated stations "Simulated", never as real', () => {
    const html = renderToStaticMarkup(<MeasurementSource {...props(measured([station({ network: 'simulated', name: 'Sim A' })], { simulated: true }))} />)
    expect(html).toContain('<span class="badge badge--simulated">Simulated</span>')
    expect(textOf(html)).toBe('Simulated Measured at Sim A, 3.2 km, 20 min ago')
    // Simulated model data (local mode) is labelled even when the block itself does not say so.
    const fromSource = renderToStaticMarkup(<MeasurementSource {...props(modelEstimate())} sourceSimulated />)
    expect(textOf(fromSource)).toBe('Simulated Model estimate (CAMS global, 45 km)')
  })
})

describe('StationDetail', () => {
  const stations = [
    station({ id: 'airnow:1', name: 'PS 314', weight: 0.7 }),
    station({ id: 'purpleair:2', name: 'Roof sensor', network: 'purpleair', kind: 'low-cost', correction: 'EPA 2021', distanceKm: 1.46, ageMinutes: 5, nowcastPm2_5: 8.44, weight: 0.3 }),
    station({ id: 'sensor-community:3', name: 'Balcony', network: 'sensor-community', kind: 'low-cost', ageMinutes: null, nowcastPm2_5: null, weight: 0, status: 'stale' }),
    station({ id: 'openaq:4', name: 'Far monitor', network: 'openaq', distanceKm: 31, weight: 0, status: 'too-far' }),
  ]
  // Pinning, excluding and undoing are clicked in use-place-station-choices.component.test.tsx.
  const render = () => renderToStaticMarkup(<StationDetail {...props(measured(stations))} sinceAnswerMinutes={0} />)

  it('lists every station: network, monitor or sensor, distance, age, NowCast and status in words', () => {
    const items = [...render().matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1] ?? ''))
    expect(items).toEqual([
      'PS 314 AirNow · Regulatory monitor · 3.2 km · 20 min ago PM2.5 NowCast: 14 µg/m³ Used Pin PS 314 Exclude PS 314',
      'Roof sensor PurpleAir (EPA-corrected) · Low-cost sensor · 1.5 km · 5 min ago PM2.5 NowCast: 8.4 µg/m³ Used Pin Roof sensor Exclude Roof sensor',
      'Balcony Sensor.Community · Low-cost sensor · 3.2 km · no recent reading PM2.5 NowCast: none Not used: no recent reading Pin Balcony Exclude Balcony',
      'Far monitor OpenAQ · Regulatory monitor · 31 km · 20 min ago PM2.5 NowCast: 14 µg/m³ Not used: too far Pin Far monitor Exclude Far monitor',
    ])
  })

  it('names the model and puts the correction in words', () => {
    const text = textOf(render())
    expect(text).toContain('Model: CAMS global, 45 km')
    expect(text).toContain('The model was 12 µg/m³ low here; the forecast is corrected by that, fading over about 12 h.')
  })

  it('issue 24: beside a station used at 29 µg/m³ the place’s own PM2.5 this hour, and why they differ', () => {
    const far = measured([station({ name: 'Simulated station 14-1', nowcastPm2_5: 28.7, distanceKm: 10.5 })], { correctionPm2_5: -82.2 })
    const text = textOf(renderToStaticMarkup(<StationDetail {...props(far)} placePm2_5={16.4} sinceAnswerMinutes={0} />))
    expect(text).toContain('The model was 82 µg/m³ high here')
    expect(text).toContain('PM2.5 here this hour: 16 µg/m³, not the station’s 29 (NowCast): the station is 11 km away')
    // Without the place's PM2.5 (an older caller) nothing is claimed.
    expect(textOf(render())).not.toContain('PM2.5 here this hour')
  })
})

describe('CurrentAqiCard and the source line', () => {
  const answer = (measurement?: Measurement): AirQualityResponse => ({
    coord: { lat: 40.71, lon: -74.01 },
    list: [{ dt: NOW, main: { aqi: 2 }, components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 14, pm10: null, nh3: null }, usAqi: 55, dominantPollutant: 'pm2_5' }],
    source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false, url: null },
    generatedAt: GENERATED_AT,
    fetchedAt: GENERATED_AT,
    utcOffsetSeconds: 0,
    timezone: 'UTC',
    ...(measurement ? { measurement } : {}),
  })
  const card = (data: AirQualityResponse, measurement?: ReactNode) =>
    textOf(
      renderToStaticMarkup(
        <QueryClientProvider client={createQueryClient()}>
          <CurrentAqiCard data={data} error={null} isPending={false} isRefreshing={false} receivedAtMs={NOW * 1000} nowSeconds={NOW} location={null} onRefresh={() => undefined} measurement={measurement} />
        </QueryClientProvider>,
      ),
    )

  it('without a measurement (an answer kept from an older version) names the source as before', () => {
    expect(card(answer())).toContain('CAMS forecast via Open-Meteo')
  })

  it('with one, adds the line under the source name (kept: the data provider is credited)', () => {
    const data = answer(measured([station({})]))
    const text = card(data, data.measurement && <MeasurementSource {...props(data.measurement)} />)
    expect(text).toMatch(/CAMS forecast via Open-Meteo Measured at PS 314, 3\.2 km, 20 min ago/)
    expect(card(answer())).not.toContain('Measured at')
  })
})
