import { afterEach, describe, expect, it } from 'vitest'
import { english } from '../../domain/i18n/locales'
import { sourceWords } from '../../domain/map/cell-source'
import { placeNear } from '../../domain/map/place-near'
import { compassPoint } from '../../domain/map/wind'
import { appTranslate as _, i18n } from '../../lib/i18n'
import { stationName } from '../../lib/station-name'
import { messages as spanish } from '../../locales/es/messages.po'

const NEW_YORK = { lat: 40.7128, lon: -74.006, name: 'New York' }

// The map's own words in the reader's language (decision 284): places named from a town, the
// compass points and what a cell's level rests on.
describe('the map in Spanish', () => {
  afterEach(() => i18n.activate('en'))

  it('names a place from the town with Spanish compass points, the town as the gazetteer has it', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(placeNear({ lat: 40.8028, lon: -74.006 }, NEW_YORK, _)).toBe('a 10 km al N de New York')
    expect(placeNear({ lat: 40.6, lon: -74.15 }, NEW_YORK, _)).toBe('a 17 km al SO de New York')
    expect(placeNear({ lat: 40.7128, lon: -74.2 }, NEW_YORK, _)).toBe('a 16 km al O de New York')
    expect(placeNear({ lat: 40.713, lon: -74.007 }, NEW_YORK, _)).toBe('New York')
    expect([0, 45, 90, 135, 180, 225, 270, 315].map((d) => compassPoint(d, _))).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO'])
  })

  it('says what a level rests on in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(sourceWords('measured-nearby', _)).toBe('medido cerca')
    expect(sourceWords('forecast-corrected', _)).toBe('pronóstico corregido por estaciones')
    expect(sourceWords('model-estimate', _)).toBe('estimación del modelo')
    expect(sourceWords('station', _)).toBe('medido')
  })

  it('names a simulated station in Spanish, a real one as it is', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(stationName('Simulated station 7-39', true)).toBe('Estación simulada 7-39')
    expect(stationName('Simulated station 7-39', false)).toBe('Simulated station 7-39')
    expect(stationName('Brooklyn PS 314', false)).toBe('Brooklyn PS 314')
    i18n.activate('en')
    expect(stationName('Simulated station 7-39', true)).toBe('Simulated station 7-39')
  })

  it('is English with the english translator', () => {
    expect(placeNear({ lat: 40.8028, lon: -74.006 }, NEW_YORK, english)).toBe('10 km N of New York')
    expect(compassPoint(225, english)).toBe('SW')
    expect(sourceWords('forecast-corrected', english)).toBe('forecast corrected by stations')
  })
})
