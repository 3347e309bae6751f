import { msg } from '@lingui/core/macro'
import { SCREENSHOTS_FILE_NAME } from '../../domain/contracts/screenshots'
import { downloadFile } from '../../lib/download-file'
import { SCREENSHOTS_HTML_PATH } from './api/get-screenshots-html'

/** docs/product.md §States, §Limits: the copy notice shows for 2 s. */
export const COPY_NOTICE_MS = 2000
/** docs/product.md §Messages: what a failed copy says. */
export const COPY_FAILED_MESSAGE = msg`Copy failed. Try the download method instead.`

/** Opens the page in a new tab, served by the API with its own strict Content-Security-Policy. */
export function openScreenshotsInNewTab(): void {
  window.open(SCREENSHOTS_HTML_PATH, '_blank', 'noopener')
}

/**
 * Saves the page as a file through a Blob and an `<a download>`. Where that cannot work
 * (no Blob URLs, no `download` attribute) it opens the page in a new tab instead (docs/product.md §Messages).
 * @returns how the page was handed over
 */
export function downloadScreenshots(html: string): 'downloaded' | 'opened' {
  try {
    if (!('download' in document.createElement('a'))) throw new Error('downloads are not supported')
    downloadFile(SCREENSHOTS_FILE_NAME, new Blob([html], { type: 'text/html;charset=utf-8' }))
    return 'downloaded'
  } catch {
    openScreenshotsInNewTab()
    return 'opened'
  }
}

/** Copies the page's HTML to the clipboard; false when the browser refuses (docs/product.md §Messages alert). */
export async function copyScreenshots(html: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    await navigator.clipboard.writeText(html)
    return true
  } catch {
    return false
  }
}
