import { createHash } from 'node:crypto'
import { SCREENSHOT_HEIGHT_PX, SCREENSHOT_WIDTH_PX, SCREENSHOTS_META } from '../../../src/domain/contracts/screenshots'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'
import { timeStamp } from './format'
import { html, SafeHtml } from './html'
import type { ScreenshotData } from './screenshot-data'
import { alertScreen, forecastScreen } from './screens-ahead'
import { dashboardScreen, healthScreen } from './screens-now'
import { SCREENSHOTS_CSS } from './styles'

const SIMULATED = 'Simulated data'

interface Shot {
  title: string
  pitch: string
  screen: (data: ScreenshotData) => SafeHtml
}

const SHOTS: Shot[] = [
  { title: 'Know the air where you stand', pitch: 'The air quality index and every pollutant, for your exact position.', screen: dashboardScreen },
  { title: 'A text 2 hours before bad air', pitch: 'Premium texts you before the air at your places turns Poor.', screen: alertScreen },
  { title: 'Plan with the forecast', pitch: 'Hour by hour today, and the days ahead.', screen: forecastScreen },
  { title: 'Advice for the people you love', pitch: 'What to do now, for children, older adults and people with asthma.', screen: healthScreen },
]

/** Where the numbers come from and how old they are, on every screenshot. */
function sourceLine(data: ScreenshotData): SafeHtml {
  const name = data.source.simulated
    ? html`<span class="badge">${SIMULATED}</span>`
    : html`<span class="source__name">${data.source.name}</span>`
  return html`<footer class="source">${name}<span>${data.place} · data from ${timeStamp(data.fetchedAt, zoneOffsetAt(data.timeZone))}</span>${
    data.stale ? html`<span>(last available data: the source did not answer)</span>` : ''
  }</footer>`
}

/** The CSP of the page: nothing but its own style sheet, allowed by hash; no script, no request. */
export const SCREENSHOTS_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(SCREENSHOTS_CSS).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The store screenshots as one self-contained HTML document: four 1080×1920 frames with
 * inline CSS, no script and no external resource, each labelled with its data's source
 * and time (simulated data says "Simulated data").
 */
export function screenshotsPage(data: ScreenshotData): string {
  const made = timeStamp(data.now, zoneOffsetAt(data.timeZone))
  const sourceName = data.source.simulated ? SIMULATED : data.source.name
  // The style sheet is our own constant, inserted as is: its hash is what the CSP allows.
  const css = new SafeHtml(SCREENSHOTS_CSS)
  const shots = SHOTS.map(
    (shot, i) => html`<section class="shot" aria-label="Screenshot ${i + 1} of ${SHOTS.length}: ${shot.title}">
<header class="pitch"><p class="pitch__brand">AirAhead</p><h2>${shot.title}</h2><p>${shot.pitch}</p></header>
<div class="phone">${shot.screen(data)}</div>
${sourceLine(data)}
</section>`,
  )
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${SCREENSHOTS_META.source}" content="${sourceName}">
<meta name="${SCREENSHOTS_META.generatedAt}" content="${new Date(data.now * 1000).toISOString()}">
<title>AirAhead store screenshots</title>
<style>${css}</style>
</head>
<body>
<div class="intro"><h1>AirAhead store screenshots</h1>
<p>${SHOTS.length} screenshots of ${SCREENSHOT_WIDTH_PX} × ${SCREENSHOT_HEIGHT_PX} px, made ${made} from the ${sourceName} reading for ${data.place}. Capture each frame at 100% zoom.</p></div>
${shots}
</body>
</html>
`.value
}
