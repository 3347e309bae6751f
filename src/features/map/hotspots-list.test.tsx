import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { i18n } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import type { AirInView, Hotspot } from '../../domain/map/hotspots'
import type { ReadState } from '../../lib/read-state'
import { HotspotsList } from './hotspots-list'

const spot = (usAqi: number, level: number): Hotspot => ({ kind: 'cell', id: 'c', label: '28.6°N 77.2°E', lat: 28.6, lon: 77.2, usAqi, level, source: 'model-estimate' })

function card(air: AirInView, state: ReadState, hotspots: Hotspot[] = []): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <HotspotsList hotspots={hotspots} air={air} state={state} offlineSince={null} onSelect={() => undefined} />
    </I18nProvider>,
  ).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
}

describe('HotspotsList: unknown air is never Good (issue 24 item 4)', () => {
  it.each<[ReadState, string]>([
    ['offline', 'Offline: the air in view is not known.'],
    ['failed', 'No data: the air in view could not be loaded.'],
    ['loading', 'Loading the air in view…'],
    ['known', 'No data for the air in view at this hour.'],
  ])('with no place read (%s) it says "%s"', (state, text) => {
    const shown = card({ places: 0, worst: null }, state)
    expect(shown).toContain(text)
    expect(shown).not.toMatch(/Good/)
  })

  it('says how bad an evenly polluted view is instead of calling it Good', () => {
    const shown = card({ places: 40, worst: spot(161, 4) }, 'known')
    expect(shown).toContain('No hotspots: no place in view stands out at this hour; the worst is Poor (US AQI 161 · Unhealthy).')
    expect(shown).not.toMatch(/is Good/)
  })

  it('calls the view Good only when its worst known place is', () => {
    expect(card({ places: 3, worst: spot(42, 1) }, 'known')).toContain('No hotspots: the air in view is Good at this hour (at worst US AQI 42 · Good).')
  })

  it('lists hotspots with EPA’s name beside each US AQI', () => {
    expect(card({ places: 3, worst: spot(114, 3) }, 'known', [spot(114, 3)])).toContain('US AQI 114 · Unhealthy for Sensitive Groups · model estimate')
  })
})
