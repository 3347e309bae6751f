import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { NO_STATION_CHOICES } from '../../domain/stations/choices'
import { localeStyleFor } from '../../domain/time/locale-style'
import { measured, modelEstimate, station } from '../../../tests/fixtures/measurement'
import { distanceText, sourceLine, stationAgeText } from './measurement-text'
import { agreementText, correctionText, networkName, stationStatusText } from './station-text'

const GERMAN = localeStyleFor(['de-DE'])

describe('the source line in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('says where the number comes from in the app’s language, with the reader’s separator', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(sourceLine(modelEstimate()).text).toBe('Estimación del modelo (CAMS global, 45 km)')
    expect(sourceLine(measured([station({})]), 0, GERMAN).text).toMatch(/^Medido en PS 314, 3,2 km, /)
    expect(stationAgeText(null)).toBe('sin medición reciente')
  })

  it('names the simulated model of local mode in Spanish, a real one as it is', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(sourceLine(modelEstimate({ simulated: true, model: 'Simulated model' })).text).toBe('Estimación del modelo (Modelo simulado)')
    expect(sourceLine(measured([station({})], { simulated: true, model: 'Simulated model' }), 0, GERMAN, 'pm10').text).toMatch(
      /^PM10 define el nivel: estimación del modelo \(Modelo simulado\); PM2\.5 medido en PS 314, 3,2 km, /,
    )
    expect(sourceLine(modelEstimate({ model: 'OpenWeatherMap model' })).text).toBe('Estimación del modelo (Modelo de OpenWeatherMap)')
    i18n.activate('en')
    expect(sourceLine(modelEstimate({ simulated: true, model: 'Simulated model' })).text).toBe('Model estimate (Simulated model)')
  })
})

describe('sourceLine (issue 14 part 3)', () => {
  it('names the one station used, its distance and age', () => {
    expect(sourceLine(measured([station({})]))).toEqual({ text: 'Measured at PS 314, 3.2 km, 20 min ago', simulated: false, measured: true })
  })

  it('leads with the station of the largest share and counts the others used', () => {
    const line = sourceLine(
      measured([
        station({ id: 'a:1', name: 'Near', distanceKm: 1, weight: 0.2 }),
        station({ id: 'a:2', name: 'Heavy', distanceKm: 12.4, weight: 0.5, ageMinutes: 130 }),
        station({ id: 'a:3', name: 'Third', weight: 0.3 }),
        station({ id: 'a:4', name: 'Unused', weight: 0, status: 'not-needed' }),
        station({ id: 'a:5', name: 'Stale', weight: 0, status: 'stale' }),
      ]),
    )
    expect(line.text).toBe('Measured at Heavy, 12 km, 2 h 10 min ago + 2 more')
  })

  it('adds the time since the answer was made to the station’s age (a kept copy is older)', () => {
    expect(sourceLine(measured([station({})]), 45).text).toBe('Measured at PS 314, 3.2 km, 1 h 5 min ago')
  })

  it('is a model estimate, with the model and its grid, when nothing was measured', () => {
    expect(sourceLine(modelEstimate())).toEqual({ text: 'Model estimate (CAMS global, 45 km)', simulated: false, measured: false })
    // "measured" but no station with a share (should not happen): never a measurement without a station.
    expect(sourceLine(measured([station({ weight: 0, status: 'stale' })])).text).toBe('Model estimate (CAMS global, 45 km)')
  })

  it('says "Simulated" for simulated stations and model', () => {
    const line = sourceLine(measured([station({ network: 'simulated', name: 'Sim A' })], { simulated: true }))
    expect(line).toEqual({ text: 'Measured at Sim A, 3.2 km, 20 min ago', simulated: true, measured: true })
    expect(sourceLine(modelEstimate({ simulated: true, model: 'Simulated model' })).simulated).toBe(true)
  })

  it('issue 24 item 6: when ozone sets the level, the line says the level is the model’s, as the text’s "(forecast)" does', () => {
    const line = sourceLine(measured([station({})]), 0, undefined, 'o3')
    expect(line).toEqual({
      text: 'Ozone sets the level: model estimate (CAMS global, 45 km); PM2.5 measured at PS 314, 3.2 km, 20 min ago',
      simulated: false,
      measured: false,
    })
    expect(line.text.startsWith('Measured')).toBe(false)
    expect(sourceLine(measured([station({})]), 0, undefined, 'pm2_5').text).toBe('Measured at PS 314, 3.2 km, 20 min ago')
    expect(sourceLine(measured([station({})]), 0, undefined, null).measured).toBe(true)
  })

  it("uses the reader's decimal separator", () => {
    expect(sourceLine(measured([station({})]), 0, GERMAN).text).toBe('Measured at PS 314, 3,2 km, 20 min ago')
    expect(distanceText(0.04)).toBe('under 0.1 km')
    expect(distanceText(0.06)).toBe('0.1 km')
  })
})

describe('the detail’s words', () => {
  it('names networks as people know them; a corrected PurpleAir says so', () => {
    expect(networkName({ network: 'sensor-community' })).toBe('Sensor.Community')
    expect(networkName({ network: 'purpleair', correction: 'EPA 2021' })).toBe('PurpleAir (EPA-corrected)')
    expect(networkName({ network: 'purpleair' })).toBe('PurpleAir')
    expect(networkName({ network: 'openaq' })).toBe('OpenAQ')
  })

  it('says an age, or that there is no recent reading', () => {
    expect(stationAgeText(null)).toBe('no recent reading')
    expect(stationAgeText(0.4)).toBe('just now')
  })

  it('puts the correction in words, low or high, with its fade', () => {
    expect(correctionText(measured([]))).toBe('The model was 12 µg/m³ low here; the forecast is corrected by that, fading over about 12 h.')
    expect(correctionText(measured([], { correctionPm2_5: -4.25, fadeHours: undefined }), GERMAN)).toBe(
      'The model was 4,3 µg/m³ high here; the forecast is scaled down in proportion.',
    )
    expect(correctionText(measured([], { correctionPm2_5: 0.2 }))).toMatch(/agreed/)
    expect(correctionText(modelEstimate())).toBeNull()
  })

  it('gives each status in words, the person’s choice first', () => {
    const choices = { pinnedIds: ['a:1'], excludedIds: ['a:2'] }
    expect(stationStatusText(station({ id: 'a:3' }), NO_STATION_CHOICES)).toEqual({ text: 'Used', used: true })
    expect(stationStatusText(station({ id: 'a:3', status: 'too-far', weight: 0 }), choices)).toEqual({ text: 'Not used: too far', used: false })
    expect(stationStatusText(station({ id: 'a:3', status: 'uncorrected', weight: 0 }), choices).text).toBe('Not used: not corrected')
    expect(stationStatusText(station({ id: 'a:1', status: 'pinned' }), choices)).toEqual({ text: 'Pinned by you, used', used: true })
    expect(stationStatusText(station({ id: 'a:1', status: 'stale', weight: 0 }), choices).text).toBe('Pinned by you; not used: no recent reading')
    // Chosen a moment ago, the answer still the one before: the choice shows at once.
    expect(stationStatusText(station({ id: 'a:2', status: 'used' }), choices)).toEqual({ text: 'Excluded by you', used: false })
    expect(stationStatusText(station({ id: 'a:4', status: 'excluded', weight: 0 }), choices).text).toBe('Included again')
  })
})

describe('agreementText (issue 24 item 3)', () => {
  it('says the place and its station agree within the station’s own uncertainty', () => {
    expect(agreementText(measured([station({ nowcastPm2_5: 29 })]), 27.5)).toBe(
      'PM2.5 here this hour: 28 µg/m³, within the station’s own uncertainty of its 29 (±2.9).',
    )
  })

  it('says why when they differ: one station, its distance, and the hour being the corrected forecast', () => {
    expect(agreementText(measured([station({ nowcastPm2_5: 28.7, distanceKm: 10.5 })]), 16.2)).toBe(
      'PM2.5 here this hour: 16 µg/m³, not the station’s 29 (NowCast): the station is 11 km away, and this hour is the model’s forecast for here corrected by it (stations report hours that have ended).',
    )
  })

  it('several stations: their spread and distances; a low-cost sensor’s wider uncertainty', () => {
    const three = measured([
      station({ id: 'a:1', nowcastPm2_5: 28.7, distanceKm: 10.5, weight: 0.5 }),
      station({ id: 'a:2', nowcastPm2_5: 11.3, distanceKm: 15.8, weight: 0.25 }),
      station({ id: 'a:3', nowcastPm2_5: 20.9, distanceKm: 15.9, weight: 0.25 }),
      station({ id: 'a:4', nowcastPm2_5: 90, status: 'not-needed', weight: 0 }),
    ])
    expect(agreementText(three, 5)).toMatch(/not the 3 stations’ combined 22 \(NowCast\): they are 11 km to 16 km away and read 11 to 29,/)
    expect(agreementText(measured([station({ kind: 'low-cost', nowcastPm2_5: 20 })]), 14)).toMatch(/within .* \(±7\.0\)/)
    expect(agreementText(measured([station({ kind: 'regulatory', nowcastPm2_5: 20 })]), 14)).toMatch(/not the station’s/)
  })

  it('nothing to say for a model estimate or a place without PM2.5', () => {
    expect(agreementText(modelEstimate(), 10)).toBeNull()
    expect(agreementText(measured([station({})]), null)).toBeNull()
  })
})
