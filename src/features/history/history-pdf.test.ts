import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import type { StoredReading } from '../../domain/storage/readings'
import { READING_T0, storedReading } from '../../../tests/support/stored-reading'
import { historyPdf } from './history-pdf'

const T0 = READING_T0
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('')

/** The shared fixture, from the simulated provider. */
const reading = (over: Partial<StoredReading>): StoredReading =>
  storedReading({ source: { id: 'simulated', name: 'Simulated data', simulated: true }, ...over })

describe('historyPdf', () => {
  it('is a PDF with the title, each place and each reading, newest first', () => {
    const bytes = historyPdf({
      readings: [
        reading({}),
        reading({ time: T0 + 3600, aqi: 4, usAqi: null, components: { ...reading({}).components, pm2_5: null } }),
        reading({ placeKey: '51.51,-0.13', coords: { lat: 51.51, lon: -0.13 }, time: T0 - 3600, aqi: 1 }),
      ],
      createdAt: new Date(T0 * 1000 + 7200_000),
      dateAndTime: (s) => ({ date: 'Sat, Nov 21', time: `${new Date(s * 1000).getUTCHours()}:00` }),
      utcOffsetText: 'UTC',
    })
    const text = latin1(bytes)
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('(Air Quality History) Tj')
    expect(text).toContain('(AirAhead export, 2026-11-21 16:00 UTC) Tj')
    expect(text).toContain('3 readings from 2 places')
    const newYork = text.indexOf('(Place 40.71, -74.01 \\(the centre of a ~1 km cell, 40.71,-74.01\\)) Tj')
    const london = text.indexOf('Place 51.51, -0.13')
    expect(newYork).toBeGreaterThan(0)
    expect(london).toBeGreaterThan(newYork)
    const poor = text.indexOf('(Sat, Nov 21, 15:00  \xb7  Level 4 Poor  \xb7  Simulated data) Tj')
    const fair = text.indexOf('(Sat, Nov 21, 14:00  \xb7  Level 2 Fair  \xb7  US AQI 54 \xb7 Moderate  \xb7  PM2.5 12.5 \xb5g/m\xb3  \xb7  Simulated) Tj')
    expect(poor).toBeGreaterThan(newYork)
    expect(fair).toBeGreaterThan(poor)
  })

  describe('in Spanish (decision 280)', () => {
    afterEach(() => i18n.activate('en'))

    it('writes its words in Spanish, accents in the PDF font’s own encoding', () => {
      i18n.loadAndActivate({ locale: 'es', messages: spanish })
      const bytes = historyPdf({
        readings: [reading({})],
        createdAt: new Date(T0 * 1000),
        dateAndTime: () => ({ date: 'sáb, 21 nov', time: '14:00' }),
        utcOffsetText: 'UTC',
      })
      const text = latin1(bytes)
      expect(text).toContain('(Historial de calidad del aire) Tj')
      expect(text).toContain('(Exportación de AirAhead, 2026-11-21 14:00 UTC) Tj')
      expect(text).toContain('1 medición de 1 lugar')
      expect(text).toContain('(sáb, 21 nov, 14:00  \xb7  Nivel 2 ')
      expect(text).not.toContain('?')
    })
  })
})
