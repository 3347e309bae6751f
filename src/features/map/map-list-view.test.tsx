import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { i18n } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import type { ReadState } from '../../lib/read-state'
import { MapListView } from './map-list-view'

function list(cellsState: ReadState, windState: ReadState, firesState: ReadState | 'off'): string {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MapListView cells={[]} hourIndex={0} stations={[]} stationsConnected winds={[]} fires={[]} cellsState={cellsState} windState={windState} firesState={firesState} onSelect={() => undefined} />
    </I18nProvider>,
  )
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('MapListView: an empty layer says "none" only when it is known (issue 24 item 4)', () => {
  it('offline, the air, the wind and the fires are not known, and no fire-free view is claimed', () => {
    const shown = list('offline', 'offline', 'offline')
    expect(shown).toContain('Offline: the air in view is not known.')
    expect(shown).toContain('Offline: the wind is not known.')
    expect(shown).toContain('Offline: fires in view are not known.')
    expect(shown).not.toContain('No active fires detected')
  })

  it('a server that failed says there is no data', () => {
    const shown = list('failed', 'failed', 'failed')
    expect(shown).toContain('No data: the air in view could not be loaded.')
    expect(shown).toContain('No data: the wind could not be loaded.')
    expect(shown).toContain('No data: the fire layer could not be loaded.')
  })

  it('known and empty, each layer says there is none', () => {
    const shown = list('known', 'known', 'known')
    expect(shown).toContain('No data for the air in view at this hour.')
    expect(shown).toContain('No wind data for this hour.')
    expect(shown).toContain('No active fires detected in view in the last 24 hours.')
  })

  it('a site without a fire source shows no fire list', () => {
    expect(list('known', 'known', 'off')).not.toContain('Active fires')
  })
})
