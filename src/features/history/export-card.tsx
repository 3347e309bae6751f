import { useState } from 'react'
import FileDown from 'lucide-react/icons/file-down'
import FileText from 'lucide-react/icons/file-text'
import { isoDate } from '../../domain/report/local-days'
import { readingsCsv } from '../../domain/report/readings-csv'
import type { StoredReading } from '../../domain/storage/readings'
import { deviceDateAndTime, deviceDay } from '../../lib/calendar-day'
import { utcOffsetLabel } from '../../domain/time/format'
import { deviceUtcOffsetSeconds } from '../../lib/time'
import { downloadFile } from '../../lib/download-file'

const fileName = (nowSeconds: number, extension: string) => `airahead-history-${isoDate(deviceDay(nowSeconds))}.${extension}`

/**
 * 'Export Your Data' (docs/product.md §Screens, /history): every reading on the device, all places, as a CSV file
 * or a PDF. The PDF writer loads only when asked for.
 */
export function ExportCard({ readings }: { readings: readonly StoredReading[] }) {
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const places = new Set(readings.map((r) => r.placeKey)).size
  const empty = readings.length === 0

  const exportCsv = () => {
    const name = fileName(Math.floor(Date.now() / 1000), 'csv')
    downloadFile(name, new Blob([readingsCsv(readings)], { type: 'text/csv;charset=utf-8' }))
    setStatus(`Saved ${name}.`)
  }

  const exportPdf = async () => {
    setBusy(true)
    setStatus('Making the PDF…')
    try {
      const { historyPdf } = await import('./history-pdf')
      const now = new Date()
      const bytes = historyPdf({
        readings,
        createdAt: now,
        dateAndTime: deviceDateAndTime,
        utcOffsetText: utcOffsetLabel(deviceUtcOffsetSeconds(Math.floor(now.getTime() / 1000))),
      })
      const name = fileName(Math.floor(now.getTime() / 1000), 'pdf')
      downloadFile(name, new Blob([bytes], { type: 'application/pdf' }))
      setStatus(`Saved ${name}.`)
    } catch {
      // The PDF writer is a separate file: offline before it was ever loaded, it cannot be fetched.
      setStatus('The PDF could not be made. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="export-heading">
      <h2 id="export-heading" className="card__title">
        Export Your Data
      </h2>
      <p className="muted small">
        {empty
          ? 'Nothing to export yet: no readings are kept on this device.'
          : `${readings.length} ${readings.length === 1 ? 'reading' : 'readings'} from ${places} ${places === 1 ? 'place' : 'places'}, kept on this device only.`}
      </p>
      <div className="export-actions">
        <button type="button" className="button button--secondary" disabled={empty} onClick={exportCsv}>
          <FileDown aria-hidden="true" className="icon" />
          Export CSV
        </button>
        <button type="button" className="button button--secondary" disabled={empty || busy} onClick={() => void exportPdf()}>
          <FileText aria-hidden="true" className="icon" />
          Export PDF
        </button>
      </div>
      <p className="small" role="status">
        {status}
      </p>
    </section>
  )
}
