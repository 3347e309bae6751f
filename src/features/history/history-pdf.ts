import { levelFor } from '../../domain/aqi/levels'
import type { StoredReading } from '../../domain/storage/readings'
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
  const parts = [`${date}, ${time}`, `Level ${r.aqi} ${levelFor(r.aqi).name}`]
  if (r.usAqi !== null) parts.push(`US AQI ${usAqiWithCategory(r.usAqi)}`)
  if (r.components.pm2_5 !== null) parts.push(`PM2.5 ${r.components.pm2_5} µg/m³`)
  parts.push(r.source.name)
  return parts.join('  ·  ')
}

/**
 * The history as a PDF: every reading on the device grouped by place (the place read most
 * recently first), newest reading first, with its level, US AQI, PM2.5 and source.
 */
export function historyPdf({ readings, createdAt, dateAndTime, utcOffsetText }: HistoryPdfInput): Uint8Array<ArrayBuffer> {
  const byPlace = new Map<string, StoredReading[]>()
  for (const r of [...readings].sort((a, b) => b.time - a.time)) {
    const list = byPlace.get(r.placeKey)
    if (list) list.push(r)
    else byPlace.set(r.placeKey, [r])
  }
  const exported = `${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const lines: PdfLine[] = [
    { text: 'Air Quality History', size: 20, bold: true },
    { text: `AirAhead export, ${exported}`, spaceBefore: 4 },
    {
      text: `${readings.length} readings from ${byPlace.size} ${byPlace.size === 1 ? 'place' : 'places'}, as kept on this device. Times are the device's local time (${utcOffsetText}). Levels use the 1-5 scale: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor.`,
    },
  ]
  for (const [placeKey, list] of byPlace) {
    const { lat, lon } = list[0]?.coords ?? { lat: 0, lon: 0 }
    lines.push({ text: `Place ${lat}, ${lon} (the centre of a ~1 km cell, ${placeKey})`, size: 12, bold: true, spaceBefore: 12 })
    for (const r of list) lines.push({ text: readingLine(r, dateAndTime) })
  }
  return textPdf({ title: 'AirAhead: Air Quality History', lines, createdAt })
}
