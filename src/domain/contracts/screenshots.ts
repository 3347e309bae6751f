/**
 * GET /api/get-screenshots-html (docs/product.md §API, §Limits): one self-contained HTML page (inline CSS, no
 * script, no external request) of four store screenshots, each 1080×1920 CSS pixels, drawn
 * from the current New York reading. A 502 `{ error, message }` when the data cannot be had.
 */
export const SCREENSHOT_WIDTH_PX = 1080
export const SCREENSHOT_HEIGHT_PX = 1920
export const SCREENSHOT_COUNT = 4

/** The file name the /screenshots page downloads. */
export const SCREENSHOTS_FILE_NAME = 'airahead-store-screenshots.html'

/**
 * `<meta name>`s of the page, so the /screenshots page can say where the data came from
 * without parsing the screenshots: the source's name and when the page was made (ISO 8601).
 */
export const SCREENSHOTS_META = {
  source: 'airahead-source',
  generatedAt: 'airahead-generated-at',
} as const
