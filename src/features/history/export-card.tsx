import { useState } from 'react'
import FileDown from 'lucide-react/icons/file-down'
import FileText from 'lucide-react/icons/file-text'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const count = readings.length
  const places = new Set(readings.map((r) => r.placeKey)).size
  const empty = count === 0

  const exportCsv = () => {
    const name = fileName(Math.floor(Date.now() / 1000), 'csv')
    downloadFile(name, new Blob([readingsCsv(readings)], { type: 'text/csv;charset=utf-8' }))
    setStatus(t`Saved ${name}.`)
  }

  const exportPdf = async () => {
    setBusy(true)
    setStatus(t`Making the PDF…`)
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
      setStatus(t`Saved ${name}.`)
    } catch {
      // The PDF writer is a separate file: offline before it was ever loaded, it cannot be fetched.
      setStatus(t`The PDF could not be made. Check your connection and try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="export-heading">
      <h2 id="export-heading" className="card__title">
        <Trans>Export Your Data</Trans>
      </h2>
      <p className="muted small">
        {empty
          ? t`Nothing to export yet: no readings are kept on this device.`
          : t`${plural(count, { one: '# reading', other: '# readings' })} from ${plural(places, { one: '# place', other: '# places' })}, kept on this device only.`}
      </p>
      <div className="export-actions">
        <button type="button" className="button button--secondary" disabled={empty} onClick={exportCsv}>
          <FileDown aria-hidden="true" className="icon" />
          <Trans>Export CSV</Trans>
        </button>
        <button type="button" className="button button--secondary" disabled={empty || busy} onClick={() => void exportPdf()}>
          <FileText aria-hidden="true" className="icon" />
          <Trans>Export PDF</Trans>
        </button>
      </div>
      <p className="small" role="status">
        {status}
      </p>
    </section>
  )
}
