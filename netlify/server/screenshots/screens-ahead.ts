import { levelFor } from '../../../src/domain/aqi/levels'
import { ALERT_LEAD_SECONDS, POOR_INDEX } from '../../../src/domain/forecast/warning'
import { clock12, shortDate } from '../../../src/domain/time/format'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'
import { html, type SafeHtml } from './html'
import type { ScreenshotData } from './screenshot-data'
import { appBar, levelChip } from './screens-now'
import { english } from '../../../src/domain/i18n/locales'

const TRENDS = { up: 'Getting worse', down: 'Getting better', stable: 'Steady' } as const

/**
 * Screenshot 2: the 2-hour text. With a Poor hour in the forecast it shows the text that
 * forecast would send and when; without one it says so, and shows no invented alert.
 */
export function alertScreen(data: ScreenshotData): SafeHtml {
  const offset = zoneOffsetAt(data.timeZone)
  const lead = `${ALERT_LEAD_SECONDS / 3600} hours`
  const { warning } = data
  if (!warning) {
    const peak = data.peak
    return html`${appBar('Alerts')}
<div class="card quiet"><h3>No Poor air in the forecast</h3>
<p>Nothing in the 5-day forecast for ${data.place} reaches Poor (${POOR_INDEX} of 5), so no text is due.</p>
<p>Worst hour of the next 24: ${levelChip(peak.main.aqi)} at ${clock12(peak.dt, offset, english)}</p></div>
<div class="card"><h3>How alerts work</h3><p>When the forecast for one of your places reaches Poor, AirAhead texts you about ${lead} before, with the time, the level and what to do.</p></div>`
  }
  const level = levelFor(warning.aqi)
  const text = `AirAhead: air in ${data.place} is forecast to be ${level.name} (${warning.aqi} of 5) from ${clock12(warning.at, offset, english)} ${shortDate(warning.at, offset, undefined, english)}. ${level.healthAdvice.general}`
  return html`${appBar('Messages')}
<p class="sms-time">${shortDate(warning.alertAt, offset, undefined, english)}, ${clock12(warning.alertAt, offset, english)} · ${lead} ahead</p>
<div class="sms">${text}</div>
<div class="card"><h3>From today's forecast</h3><p>${level.name} air is forecast for ${data.place} at ${clock12(warning.at, offset, english)} ${shortDate(warning.at, offset, undefined, english)}; the text goes out ${lead} earlier.</p></div>`
}

/** Screenshot 3: the hourly strip and the 5-day forecast. */
export function forecastScreen(data: ScreenshotData): SafeHtml {
  const offset = zoneOffsetAt(data.timeZone)
  const strip = data.strip.map(
    ({ label, entry }) =>
      html`<li class="hour lv-${entry.main.aqi}"><span class="hour__label">${label}</span><span class="hour__index">${entry.main.aqi}</span><span class="hour__time">${clock12(entry.dt, offset, english)}</span></li>`,
  )
  const days = data.days.map(
    (day) =>
      html`<li class="day"><span class="day__name">${day.dayName}</span>${levelChip(day.maxAqi)}<span class="day__trend">Average ${day.avgAqi.toFixed(1)} of 5 · ${TRENDS[day.trend]}</span></li>`,
  )
  return html`${appBar('Forecast')}
<div class="card"><h3>Next hours</h3><ol class="strip">${strip}</ol></div>
<div class="card"><h3>${data.days.length}-day forecast · worst hour each day</h3><ol class="days">${days}</ol></div>`
}
