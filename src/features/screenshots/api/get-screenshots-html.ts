import { queryOptions, useQuery } from '@tanstack/react-query'
import { SCREENSHOTS_META } from '../../../domain/contracts/screenshots'
import { apiErrorFrom } from '../../../lib/api'

export const SCREENSHOTS_HTML_PATH = '/api/get-screenshots-html'

/** The generated page and what it says about its data. */
export interface ScreenshotsHtml {
  html: string
  /** The data source the page names, e.g. "CAMS forecast via Open-Meteo" or "Simulated data". */
  source: string | null
  /** When the page was made (ISO 8601). */
  generatedAt: string | null
}

/** GET /api/get-screenshots-html (docs/product.md §API): HTML text, or the error of a failed response (§Messages). */
export async function getScreenshotsHtml(signal?: AbortSignal, doFetch: typeof fetch = globalThis.fetch): Promise<ScreenshotsHtml> {
  const response = await doFetch(SCREENSHOTS_HTML_PATH, { credentials: 'include', headers: { Accept: 'text/html' }, signal })
  if (!response.ok) throw await apiErrorFrom(response)
  const html = await response.text()
  return { html, source: metaContent(html, SCREENSHOTS_META.source), generatedAt: metaContent(html, SCREENSHOTS_META.generatedAt) }
}

/** A `<meta name content>` of the page, read without running or rendering it. */
export function metaContent(html: string, name: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words (decision 280)
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null
}

export function useScreenshotsHtml() {
  return useQuery(
    queryOptions({
      queryKey: ['screenshots', 'html'] as const,
      queryFn: ({ signal }) => getScreenshotsHtml(signal),
      // The page reflects the current reading; a visit a while later should make a new one.
      staleTime: 5 * 60 * 1000,
    }),
  )
}
