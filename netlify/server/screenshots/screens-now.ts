import { levelFor, levelOfUsAqi } from '../../../src/domain/aqi/levels'
import { POLLUTANTS, type Pollutant } from '../../../src/domain/aqi/pollutants'
import { usAqiWithCategory, usSubIndexPeriod } from '../../../src/domain/aqi/us-epa'
import { clock12 } from '../../../src/domain/time/format'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'
import { concentration } from './format'
import { html, type SafeHtml } from './html'
import type { ScreenshotData } from './screenshot-data'
import { english } from '../../../src/domain/i18n/locales'

const SYMBOLS: Record<Pollutant, string> = { pm2_5: 'PM2.5', pm10: 'PM10', o3: 'O₃', no2: 'NO₂', so2: 'SO₂', co: 'CO' }

/** The app's top bar inside the phone frame. */
export function appBar(title: string): SafeHtml {
  return html`<div class="app-bar"><span class="app-bar__brand">AirAhead</span><span>${title}</span></div>`
}

/** "Fair · 2 of 5" (or just "Fair" where space is short) in the level's colours. */
export function levelChip(aqi: number, { withIndex = true } = {}): SafeHtml {
  const level = levelFor(aqi)
  return html`<span class="chip lv-${aqi}">${level.name}${withIndex ? ` · ${aqi} of 5` : ''}</span>`
}

/** Screenshot 1: the dashboard's current reading and pollutant breakdown. */
export function dashboardScreen(data: ScreenshotData): SafeHtml {
  const { current } = data
  const level = levelFor(current.main.aqi)
  const pollutants = POLLUTANTS.map((p) => {
    const value = current.components[p]
    const subIndex = current.usSubIndexes?.[p] ?? null
    const band = subIndex === null ? null : levelOfUsAqi(subIndex)
    // As the app's tiles: the value is the hour's, the level names its own period (decision 235).
    const period = usSubIndexPeriod(p, current.averaging ?? 'nowcast')
    return html`<li class="tile"><span class="tile__name">${SYMBOLS[p]}</span><span class="tile__value">${concentration(value)}<small> µg/m³</small></span>${value === null ? '' : html`<span class="tile__period">this hour</span>`}${band === null ? html`<span class="chip chip--none">${value === null ? 'No data' : 'No index'}</span>` : html`<span>${levelChip(band, { withIndex: false })}${period === 'hour' ? '' : html` <span class="tile__period">${period}</span>`}</span>`}</li>`
  })
  return html`${appBar(data.place)}
<div class="card hero lv-${current.main.aqi}">
  <p class="hero__label">Air quality now · ${clock12(current.dt, zoneOffsetAt(data.timeZone), english)}</p>
  <p class="hero__level">${level.name}</p>
  <p class="hero__index">${current.main.aqi} of 5${current.usAqi === null ? '' : ` · US AQI ${usAqiWithCategory(current.usAqi, current.usAqiBeyond, english)} (NowCast)`}</p>
  ${current.dominantPollutant ? html`<p class="hero__main">Main pollutant: ${SYMBOLS[current.dominantPollutant]}</p>` : ''}
</div>
<div class="card"><h3>Pollutants</h3><ul class="tiles">${pollutants}</ul></div>
<p class="card-note">${level.description}</p>`
}

/** Screenshot 4: what to do now, for each group the app serves. */
export function healthScreen(data: ScreenshotData): SafeHtml {
  const aqi = data.current.main.aqi
  const advice = levelFor(aqi).healthAdvice
  const groups: Array<[string, string]> = [
    ['Everyone', advice.general],
    ['Children', advice.children],
    ['Older adults', advice.olderAdults],
    ['Asthma, lung or heart conditions', advice.respiratory],
  ]
  return html`${appBar('Health advice')}
<div class="card"><p class="card-lead">Right now in ${data.place}</p>${levelChip(aqi)}</div>
${groups.map(([group, text]) => html`<div class="card advice"><h3>${group}</h3><p>${text}</p></div>`)}`
}
