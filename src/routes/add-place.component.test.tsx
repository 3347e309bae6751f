import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MonitoredPlace } from '../domain/contracts/alerts'
import type { LocationSearchResult } from '../domain/contracts/geocoding'
import { PlacesCard } from '../features/alerts/places-card'
import Toaster from '../ui/toast/toaster'
import { problem, renderInApp, stubApi, type SentRequest } from '../../tests/support/render-app'
import AddPlace from './add-place'
import { PlaceTown } from './place-town'

const PUNE: LocationSearchResult = { name: 'Pune', displayName: 'Pune, Maharashtra, India', state: 'Maharashtra', country: 'India', lat: 18.5204, lon: 73.8567, locationType: 'city', source: 'photon' }
const HERE = { latitude: 41.8781, longitude: -87.6298 }

/** The server's places, changed by what the test adds. */
function placesServer(initial: MonitoredPlace[] = [], town: string | null = 'Chicago') {
  const places = [...initial]
  const { sent } = stubApi({
    'GET /api/user/locations': () => Response.json({ locations: places }),
    'POST /api/user/locations': ({ body }: SentRequest) => {
      const input = body as { name: string; lat: number; lon: number }
      const location = { id: `p${places.length + 1}`, ...input, createdAt: '2026-11-28T00:00:00Z' }
      places.push(location)
      return Response.json({ location }, { status: 201 })
    },
    'GET /api/geocoding/search': () => Response.json([PUNE]),
    'GET /api/geocoding/reverse': () =>
      Response.json({ place: town && { name: town, displayName: town, state: null, country: null, source: 'gazetteer' } }),
  })
  const posted = () => sent.filter((request) => request.method === 'POST').map((request) => request.body)
  return { posted }
}

/** /alerts' places card as the route composes it (src/routes/alerts.tsx). */
function openCard() {
  const view = renderInApp(
    <>
      <PlacesCard AddPlace={AddPlace} PlaceDetail={PlaceTown} />
      <Toaster />
    </>,
  )
  const card = screen.getByRole('region', { name: 'Your places' })
  return { ...view, card }
}

function grantPosition(coords: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (coords === 'denied') fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError)
    else ok({ coords: { ...coords, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition)
  })
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true })
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('Add place on /alerts (issue 25 item 4)', () => {
  it('adds a searched town in two taps, named by the town, and lists it with no coordinates', async () => {
    const { posted } = placesServer()
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.type(within(card).getByRole('combobox', { name: 'Search for a city or address' }), 'Pune')
    await user.click(await within(card).findByRole('option', { name: /Pune/ }))
    await waitFor(() => expect(posted()).toEqual([{ name: 'Pune', lat: 18.5204, lon: 73.8567 }]))
    await within(card).findByText('Pune', { selector: '.places__name' })
    expect(card.textContent).not.toMatch(/\d+\.\d{2}/)
    await screen.findByText('Place added')
  })

  it('“Where I am now” takes the typed name, and the row says the town', async () => {
    grantPosition(HERE)
    const { posted } = placesServer()
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.type(within(card).getByLabelText(/Name/), 'Grandma')
    await user.click(within(card).getByRole('button', { name: 'Where I am now' }))
    await waitFor(() => expect(posted()).toEqual([{ name: 'Grandma', lat: 41.8781, lon: -87.6298 }]))
    await within(card).findByText('Grandma', { selector: '.places__name' })
    await within(card).findByText('Near Chicago')
  })

  it('“Where I am now” with nothing typed is named by the town', async () => {
    grantPosition(HERE)
    const { posted } = placesServer()
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.click(within(card).getByRole('button', { name: 'Where I am now' }))
    await waitFor(() => expect(posted()).toEqual([{ name: 'Chicago', lat: 41.8781, lon: -87.6298 }]))
  })

  it('asks for a name where no town is known, and never saves coordinates or "Your location"', async () => {
    grantPosition(HERE)
    const { posted } = placesServer([], null)
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.click(within(card).getByRole('button', { name: 'Where I am now' }))
    await within(card).findByText(/No town is known there: type a name/)
    expect(posted()).toEqual([])
    expect(document.activeElement).toBe(within(card).getByLabelText(/Name/))
    await user.type(within(card).getByLabelText(/Name/), 'Cabin')
    await user.click(within(card).getByRole('button', { name: 'Where I am now' }))
    await waitFor(() => expect(posted()).toEqual([{ name: 'Cabin', lat: 41.8781, lon: -87.6298 }]))
  })

  it('says why when the position is refused or the place is already watched, and adds nothing', async () => {
    grantPosition('denied')
    const home: MonitoredPlace = { id: 'p1', name: 'Home', lat: 18.5204, lon: 73.8567, createdAt: '2026-11-20T00:00:00Z' }
    const { posted } = placesServer([home])
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.click(within(card).getByRole('button', { name: 'Where I am now' }))
    await within(card).findByText('Location access is off for this site: search for the place instead.')
    await user.type(within(card).getByRole('combobox', { name: 'Search for a city or address' }), 'Pune')
    await user.click(await within(card).findByRole('option', { name: /Pune/ }))
    await within(card).findByText('That place is already watched as “Home”.')
    expect(posted()).toEqual([])
  })

  it('shows the server’s message when the place cannot be added', async () => {
    stubApi({
      'GET /api/user/locations': () => Response.json({ locations: [] }),
      'POST /api/user/locations': () => problem(409, 'too_many_places', 'You watch 10 places already: remove one first.'),
      'GET /api/geocoding/search': () => Response.json([PUNE]),
    })
    const { user, card } = openCard()
    await user.click(await within(card).findByRole('button', { name: 'Add place' }))
    await user.type(within(card).getByRole('combobox', { name: 'Search for a city or address' }), 'Pune')
    await user.click(await within(card).findByRole('option', { name: /Pune/ }))
    await within(card).findByText(/You watch 10 places already/)
  })
})
