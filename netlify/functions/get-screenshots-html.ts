import type { Config } from '@netlify/functions'
import { SHARED_CACHE_HEADERS } from '../server/air-quality/read-air-quality'
import { upstreamProblem } from '../server/air-quality/upstream-problem'
import { allowMethods, handler, problem } from '../server/http'
import { loadScreenshotData } from '../server/screenshots/screenshot-data'
import { SCREENSHOTS_CSP, screenshotsPage } from '../server/screenshots/screenshots-page'

/**
 * GET /api/get-screenshots-html (docs/product.md §API): four 1080×1920 store screenshots as one
 * self-contained HTML page, from the current New York forecast. 502 JSON without data.
 */
export default handler(async (req) => {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const data = await loadScreenshotData(Math.floor(Date.now() / 1000))
  if (!data.ok) {
    return data.error.kind === 'no-current-hour'
      ? problem(502, 'no_current_data', `Air-quality data for the screenshots is unavailable right now (${data.error.message}).`)
      : upstreamProblem(data.error)
  }
  return new Response(screenshotsPage(data.value), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': SCREENSHOTS_CSP,
      'x-content-type-options': 'nosniff',
      // A stale fallback (provider down) is never kept by a shared cache.
      ...(data.value.stale ? { 'cache-control': 'private, no-store' } : SHARED_CACHE_HEADERS),
    },
  })
})

export const config: Config = { path: '/api/get-screenshots-html' }
