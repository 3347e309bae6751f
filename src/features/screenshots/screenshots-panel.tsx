import { useEffect, useState } from 'react'
import Copy from 'lucide-react/icons/copy'
import Download from 'lucide-react/icons/download'
import ExternalLink from 'lucide-react/icons/external-link'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { Trans, useLingui } from '@lingui/react/macro'
import { SCREENSHOT_COUNT, SCREENSHOT_HEIGHT_PX, SCREENSHOT_WIDTH_PX } from '../../domain/contracts/screenshots'
import { describeRequestError } from '../../lib/api'
import { sourceName } from '../../lib/source-name'
import { formatLocale } from '../../lib/i18n'
import { Skeleton } from '../../ui/skeleton'
import { SCREENSHOTS_HTML_PATH, useScreenshotsHtml, type ScreenshotsHtml } from './api/get-screenshots-html'
import { COPY_FAILED_MESSAGE, COPY_NOTICE_MS, copyScreenshots, downloadScreenshots } from './screenshot-file'

/** The generated file and the three ways to take it away (docs/product.md §Screens, /screenshots). */
export function ScreenshotsPanel() {
  const { t } = useLingui()
  const query = useScreenshotsHtml()

  // The file card's height on a 360-412 px phone: the card under it does not move when the
  // file arrives (a layout shift of 0.13 with a 196 px skeleton, issue 15).
  if (query.isPending) return <Skeleton height={389} label={t`Generating the screenshots…`} />
  if (query.isError) {
    return (
      <section className="card" aria-labelledby="screenshots-error">
        <h2 id="screenshots-error" className="card__title">
          <Trans>Unable to generate the screenshots</Trans>
        </h2>
        <p role="alert" className="muted">{describeRequestError(query.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="icon" />
          <Trans>Try again</Trans>
        </button>
      </section>
    )
  }
  return <ScreenshotsFile file={query.data} />
}

function ScreenshotsFile({ file }: { file: ScreenshotsHtml }) {
  const { t, i18n } = useLingui()
  const [copyNotice, setCopyNotice] = useState(0)

  useEffect(() => {
    if (copyNotice === 0) return
    const timer = setTimeout(() => setCopyNotice(0), COPY_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [copyNotice])

  const onCopy = async () => {
    if (await copyScreenshots(file.html)) setCopyNotice((n) => n + 1)
    else alert(i18n._(COPY_FAILED_MESSAGE))
  }
  const made = file.generatedAt ? madeAt(file.generatedAt) : null
  const kilobytes = Math.max(1, Math.round(new Blob([file.html]).size / 1024))
  const count = SCREENSHOT_COUNT
  const width = SCREENSHOT_WIDTH_PX
  const height = SCREENSHOT_HEIGHT_PX
  const source = file.source === null ? null : sourceName(file.source)

  return (
    <section className="card" aria-labelledby="screenshots-file">
      <h2 id="screenshots-file" className="card__title">
        <Trans>Your screenshots file</Trans>
      </h2>
      <p>
        <Trans>
          {count} screenshots of {width} × {height} px in one HTML file ({kilobytes} KB), drawn from the current New York
          reading.
        </Trans>
      </p>
      {file.source && (
        <p className="muted small">
          <Trans comment="source: where the data comes from, e.g. CAMS forecast via Open-Meteo">Data: {source}</Trans>
          {made && (
            <>
              {' · '}
              <Trans comment="made: a date and time">made {made}</Trans>
            </>
          )}
        </p>
      )}
      <div className="utility-actions">
        <button type="button" className="button button--primary" onClick={() => downloadScreenshots(file.html)}>
          <Download aria-hidden="true" className="icon" />
          <Trans>Download HTML</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" className="icon" />
          <Trans>Copy HTML</Trans>
        </button>
        <a className="button button--secondary" href={SCREENSHOTS_HTML_PATH} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" className="icon" />
          <Trans>Open in New Tab</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
      <p role="status" className="utility-notice">
        {copyNotice > 0 && t`Copied! Paste it into a new .html file.`}
      </p>
    </section>
  )
}

/** "28 nov 2026, 21:47" (Spanish), "Nov 28, 2026, 9:47 PM" (en-US): the file's time in the app's language, the device's variant of it. */
function madeAt(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(at)
}
