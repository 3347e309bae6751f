import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import type { LocationSearchResult } from '../../domain/contracts/geocoding'
import { problem, renderInApp, stubApi } from '../../../tests/support/render-app'
import { LocationSearch } from './location-search'
import { SEARCH_DEBOUNCE_MS } from './search-text'

const place = (name: string, state: string | null, country: string, lat: number, lon: number): LocationSearchResult => ({
  name,
  displayName: [name, state, country].filter(Boolean).join(', '),
  state,
  country,
  lat,
  lon,
  locationType: 'city',
  source: 'photon',
})
const LONDON = place('London', 'England', 'United Kingdom', 51.5074, -0.1278)
const PARIS = place('Paris', 'Île-de-France', 'France', 48.8566, 2.3522)
const LONDON_ON = place('London', 'Ontario', 'Canada', 42.9849, -81.2453)

function open() {
  const onSelect = vi.fn<(place: LocationSearchResult) => void>()
  const view = renderInApp(<LocationSearch onSelect={onSelect} />)
  return { ...view, onSelect, box: screen.getByRole('combobox', { name: 'Search for a city or address' }) }
}

const options = () => screen.queryAllByRole('option')
const status = () => screen.getByRole('status').textContent
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('LocationSearch in Spanish (decision 280)', () => {
  it('labels the box, and names a city suggestion, in the app’s language', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    onTestFinished(() => i18n.activate('en'))
    stubApi({ 'GET /api/geocoding/search': () => Response.json([LONDON]) })
    const { user } = renderInApp(<LocationSearch onSelect={vi.fn()} />)
    await user.type(screen.getByRole('combobox', { name: 'Busca una ciudad o dirección' }), 'London')
    await waitFor(() => expect(options()).toHaveLength(1))
    expect(screen.getByRole('listbox', { name: 'Lugares sugeridos' }).textContent).toContain('Ciudad')
  })
})

describe('LocationSearch (docs/product.md §States)', () => {
  it('searches once, after the typing stops, from 3 characters', async () => {
    const { sent } = stubApi({ 'GET /api/geocoding/search': () => Response.json([LONDON, LONDON_ON]) })
    const { user, box } = open()
    await user.type(box, 'Lo')
    await pause(SEARCH_DEBOUNCE_MS + 100)
    expect(sent).toEqual([])
    await user.type(box, 'ndon ')
    await waitFor(() => expect(options()).toHaveLength(2))
    expect(sent.map(({ url }) => url.searchParams.get('q'))).toEqual(['london'])
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(options().map((option) => option.textContent)).toEqual(['LondonEngland, United KingdomCity', 'LondonOntario, CanadaCity'])
    expect(screen.getByText(/Places ©/).textContent).toBe('Places © OpenStreetMap contributors (opens in a new tab), via Photon')
  })

  it('moves through the suggestions with the arrow keys and chooses with Enter', async () => {
    stubApi({ 'GET /api/geocoding/search': () => Response.json([LONDON, LONDON_ON]) })
    const { user, box, onSelect } = open()
    await user.type(box, 'london')
    await waitFor(() => expect(options()).toHaveLength(2))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[1]?.id)
    await user.keyboard('{ArrowDown}')
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(onSelect).toHaveBeenCalledWith(LONDON_ON)
    expect(box).toHaveProperty('value', 'London')
    expect(options()).toEqual([])
  })

  it('chooses a suggestion by click; Escape closes the list, and an emptied box clears it at once', async () => {
    stubApi({ 'GET /api/geocoding/search': ({ url }) => Response.json(url.searchParams.get('q') === 'par' ? [PARIS] : [LONDON]) })
    const { user, box, onSelect } = open()
    await user.type(box, 'london')
    await waitFor(() => expect(options()).toHaveLength(1))
    await user.keyboard('{Escape}')
    expect(options()).toEqual([])
    await user.type(box, ' ')
    await waitFor(() => expect(options()).toHaveLength(1))
    await user.clear(box)
    expect(options()).toEqual([])
    // New text never shows the old text's suggestions while its own search waits.
    await user.type(box, 'par')
    expect(options()).toEqual([])
    await user.click(await screen.findByRole('option', { name: /Paris/ }))
    expect(onSelect).toHaveBeenCalledWith(PARIS)
  })

  it('says when nothing was found', async () => {
    stubApi({ 'GET /api/geocoding/search': () => Response.json([]) })
    const { user, box } = open()
    await user.type(box, 'xqzv')
    await waitFor(() => expect(status()).toBe('No places found. Try another spelling or a nearby city.'))
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('a failed search is logged and shows no suggestions (docs/product.md §Messages)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warn.mockRestore())
    stubApi({ 'GET /api/geocoding/search': () => problem(503, 'geocoder_unavailable', 'Place search is unavailable.') })
    const { user, box } = open()
    await user.type(box, 'london')
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Location search failed:', expect.anything()))
    expect(options()).toEqual([])
    expect(status()).toBe('')
  })
})
