import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { regionalResponseSchema, type RegionalResponse } from '../../domain/contracts/air-quality'
import { writeStoredValue } from '../../lib/stored-value'
import { problem, renderInApp, stubApi, type SentRequest } from '../../../tests/support/render-app'
import { useRegionalAirQuality } from './api/get-regional'
import { RegionalCard } from './regional-card'
import { REGIONAL_SCALE_KEY } from './regional-scale'

const LONDON = { lat: 51.5074, lon: -0.1278 }

const COMMON = {
  region: 'UK',
  regionScale: 'uk_daqi',
  country: 'GB',
  components: { co: null, no: null, no2: 20, o3: 40, so2: null, pm2_5: 14, pm10: 20, nh3: null },
  source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false, url: null },
  generatedAt: '2026-11-26T02:00:00Z',
  fetchedAt: '2026-11-26T02:00:00Z',
  airAheadLevel: { index: 2, name: 'Fair' },
} as const

/** The server's answer on each scale (checked by the contract, as the app checks it). */
const ANSWERS: Record<RegionalResponse['scale'], RegionalResponse> = {
  uk_daqi: regionalResponseSchema.parse({
    ...COMMON,
    scale: 'uk_daqi',
    aqi: 3,
    averaging: 'PM 24-hour mean, O3 8-hour mean',
    level: { index: 3, name: 'Low', description: 'Enjoy your usual outdoor activities.', healthAdvice: 'No change needed.', color: '#31ff00' },
    isDangerous: false,
    smsThreshold: 7,
  }),
  eaqi: regionalResponseSchema.parse({
    ...COMMON,
    scale: 'eaqi',
    aqi: 2,
    level: { index: 2, name: 'Fair', description: 'The air quality is fair.', healthAdvice: 'Enjoy outdoor activities.', color: '#50ccaa' },
    isDangerous: false,
    smsThreshold: 4,
  }),
  us_epa: regionalResponseSchema.parse({
    ...COMMON,
    scale: 'us_epa',
    aqi: 55,
    averaging: 'NowCast',
    level: { index: 2, name: 'Moderate', description: 'Acceptable air quality.', healthAdvice: 'Unusually sensitive people: consider less exertion.', color: '#ffff00' },
    isDangerous: false,
    smsThreshold: 151,
  }),
}

/** The card as /home wires it (src/routes/use-home-data.ts): its query follows the scale chosen. */
function Regional() {
  const regional = useRegionalAirQuality(LONDON)
  return <RegionalCard data={regional.data} error={regional.error} isPending={regional.isPending} />
}

const regionalAnswer = ({ url }: SentRequest) => Response.json(ANSWERS[(url.searchParams.get('scale') ?? 'uk_daqi') as RegionalResponse['scale']])

beforeEach(() => writeStoredValue(REGIONAL_SCALE_KEY, 'auto'))

describe('RegionalCard and the index chooser (decision 154)', () => {
  it('starts on the place’s own index, then asks for and shows the one chosen, kept on this device', async () => {
    const { sent } = stubApi({ 'GET /api/air-quality/regional': regionalAnswer })
    const { user } = renderInApp(<Regional />)
    expect(await screen.findByText('UK Daily Air Quality Index (1-10) · United Kingdom · PM 24-hour mean, O3 8-hour mean')).toBeTruthy()
    expect(screen.getByText('This scale\'s warning level is 7.')).toBeTruthy()
    const chooser = screen.getByLabelText('Your index')
    expect(chooser).toHaveProperty('value', 'auto')

    await user.selectOptions(chooser, 'US AQI (0-500)')
    expect(await screen.findByText('US Air Quality Index (0-500) · United Kingdom · NowCast')).toBeTruthy()
    expect(screen.getByText(/EPA’s name for this US AQI; on AirAhead’s 1-5 scale it is Fair \(2 of 5\)\./)).toBeTruthy()
    expect(sent.map(({ url }) => url.searchParams.get('scale'))).toEqual([null, 'us_epa'])
    expect(window.localStorage.getItem(REGIONAL_SCALE_KEY)).toBe('"us_epa"')
  })

  it('says when the reading could not be loaded, with the server’s reason, and keeps the chooser', async () => {
    stubApi({ 'GET /api/air-quality/regional': () => problem(503, 'upstream_unavailable', 'The air-quality source did not answer. Try again soon.') })
    renderInApp(<Regional />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Unable to load regional air quality dataThe air-quality source did not answer. Try again soon.')
    expect(screen.getByLabelText('Your index')).toBeTruthy()
  })

  it('while the position is unknown, waits without asking the server', () => {
    const { sent } = stubApi({})
    function Waiting() {
      const regional = useRegionalAirQuality(null)
      return <RegionalCard data={regional.data} error={regional.error} isPending={regional.isPending} />
    }
    renderInApp(<Waiting />)
    expect(screen.getByRole('status').textContent).toBe('Loading regional air quality…')
    expect(sent).toEqual([])
  })
})
