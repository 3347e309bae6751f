import { msg, plural } from '@lingui/core/macro'
import { levelNameMessage } from '../../domain/aqi/levels'
import type { StoredReading } from '../../domain/storage/readings'
import { appTranslate, i18n } from '../../lib/i18n'
import { textPdf, type PdfLine } from '../../lib/pdf'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

export interface HistoryPdfInput {
  readings: readonly StoredReading[]
  /** When the export was made. */
  createdAt: Date
  /** A reading's date and time as the page shows them. */
  dateAndTime: (unixSeconds: number) => { date: string; time: string }
  /** The device's offset from UTC, e.g. "UTC-5", for the note on times. */
  utcOffsetText: string
}

function readingLine(r: StoredReading, dateAndTime: HistoryPdfInput['dateAndTime']): string {
  const { date, time } = dateAndTime(r.time)
  const level = r.aqi
  const name = i18n._(levelNameMessage(level))
  const parts = [`${date}, ${time}`, i18n._(msg`Level ${level} ${name}`)]
  if (r.usAqi !== null) {
    const value = usAqiWithCategory(r.usAqi, false, appTranslate)
    parts.push(i18n._(msg({ message: `US AQI ${value}`, comment: 'value: a US AQI figure and its category, e.g. 42 · Good' })))
  }
  const pm25 = r.components.pm2_5
  if (pm25 !== null) parts.push(i18n._(msg`PM2.5 ${pm25} µg/m³`))
  parts.push(r.source.name)
  return parts.join('  ·  ')
}

/**
 * The history as a PDF: every reading on the device grouped by place (the place read most
 * recently first), newest reading first, with its level, US AQI, PM2.5 and source. In the
 * app's language: WinAnsiEncoding (src/lib/pdf.ts) holds Spanish's letters and ¿ ¡ (decision 280).
 */
export function historyPdf({ readings, createdAt, dateAndTime, utcOffsetText }: HistoryPdfInput): Uint8Array<ArrayBuffer> {
  const byPlace = new Map<string, StoredReading[]>()
  for (const r of [...readings].sort((a, b) => b.time - a.time)) {
    const list = byPlace.get(r.placeKey)
    if (list) list.push(r)
    else byPlace.set(r.placeKey, [r])
  }
  const exported = `${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const count = readings.length
  const places = byPlace.size
  const lines: PdfLine[] = [
    { text: i18n._(msg`Air Quality History`), size: 20, bold: true },
    { text: i18n._(msg`AirAhead export, ${exported}`), spaceBefore: 4 },
    {
      text: i18n._(
        msg({
          message: `${plural(count, { one: '# reading', other: '# readings' })} from ${plural(places, { one: '# place', other: '# places' })}, as kept on this device. Times are the device's local time (${utcOffsetText}). Levels use the 1-5 scale: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor.`,
          comment: 'utcOffsetText: e.g. UTC-5',
        }),
      ),
    },
  ]
  for (const [placeKey, list] of byPlace) {
    const { lat, lon } = list[0]?.coords ?? { lat: 0, lon: 0 }
    const text = i18n._(msg`Place ${lat}, ${lon} (the centre of a ~1 km cell, ${placeKey})`)
    lines.push({ text, size: 12, bold: true, spaceBefore: 12 })
    for (const r of list) lines.push({ text: readingLine(r, dateAndTime) })
  }
  return textPdf({ title: i18n._(msg`AirAhead: Air Quality History`), lines, createdAt })
}
