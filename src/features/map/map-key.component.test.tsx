import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Hotspot } from '../../domain/map/hotspots'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { HotspotsList } from './hotspots-list'
import { MapLegend, type ShownSymbols } from './map-legend'

const NONE: ShownSymbols = { here: false, hotspots: false, wind: false, fires: false, stations: false, corrected: false }
const DELHI = { name: 'Delhi', lat: 28.6139, lon: 77.209 }
const cell: Hotspot = { kind: 'cell', id: 'c1', label: '28.7°N 77.2°E', lat: 28.7139, lon: 77.209, usAqi: 161, level: 4, source: 'model-estimate' }
const station: Hotspot = { kind: 'station', id: 's1', label: 'Anand Vihar', lat: 28.65, lon: 77.31, usAqi: 180, level: 4, source: 'station' }

describe('a map people can read (issue 25 item 5)', () => {
  it('keys every symbol the map shows, and only those', () => {
    const { rerender } = renderInApp(<MapLegend shown={{ ...NONE, here: true, wind: true }} />)
    const key = () => screen.queryByRole('list', { name: 'Symbol key' })
    expect(within(key() as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You are here',
      'Wind: the line points where the air goes',
    ])
    rerender(<MapLegend shown={{ here: true, hotspots: true, wind: true, fires: true, stations: true, corrected: true }} />)
    expect(within(key() as HTMLElement).getAllByRole('listitem')).toHaveLength(6)
    rerender(<MapLegend shown={NONE} />)
    expect(key()).toBeNull()
    // The five level colours, each named, are always there.
    expect(within(screen.getByRole('list', { name: 'Colour key' })).getAllByRole('listitem')).toHaveLength(5)
  })

  it('names hotspot cells by the town at the map’s centre, stations by their own name, and selects on a tap', async () => {
    const onSelect = vi.fn()
    const { user } = renderInApp(
      <HotspotsList hotspots={[station, cell]} air={{ places: 2, worst: null }} state="known" offlineSince={null} anchor={DELHI} onSelect={onSelect} />,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Anand Vihar', '11 km N of Delhi'])
    await user.click(screen.getByRole('button', { name: '11 km N of Delhi' }))
    expect(onSelect).toHaveBeenCalledWith(cell)
  })

  it('falls back to coordinates only where no town is known', () => {
    renderInApp(<HotspotsList hotspots={[cell]} air={{ places: 1, worst: null }} state="known" offlineSince={null} anchor={null} onSelect={() => undefined} />)
    expect(screen.getByRole('button').textContent).toBe('28.7°N 77.2°E')
  })

  describe('in Spanish (decision 280)', () => {
    afterEach(() => i18n.activate('en'))

    it('keys the symbols and names the hotspots card in Spanish', () => {
      i18n.loadAndActivate({ locale: 'es', messages: spanish })
      renderInApp(<MapLegend shown={{ ...NONE, here: true, wind: true }} />)
      expect(within(screen.getByRole('list', { name: 'Clave de símbolos' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Estás aquí',
        'Viento: la línea apunta hacia donde va el aire',
      ])
      renderInApp(<HotspotsList hotspots={[]} air={{ places: 0, worst: null }} state="offline" offlineSince={null} onSelect={() => undefined} />)
      expect(screen.getByRole('heading', { name: 'Puntos críticos a la vista' })).toBeTruthy()
      expect(screen.getByText('Sin conexión: no se conoce el aire a la vista.')).toBeTruthy()
    })
  })
})
