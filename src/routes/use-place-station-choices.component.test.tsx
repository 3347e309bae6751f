import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MonitoredPlace } from '../domain/contracts/alerts'
import { NO_STATION_CHOICES } from '../domain/stations/choices'
import { MeasurementSource } from '../features/dashboard/measurement-source'
import { STATION_CHOICES_KEY } from '../features/location/station-choices'
import { writeStoredValue } from '../lib/stored-value'
import Toaster from '../ui/toast/toaster'
import { measured, station } from '../../tests/fixtures/measurement'
import { problem, renderInApp, stubApi, type SentRequest } from '../../tests/support/render-app'
import { usePlaceStationChoices } from './use-place-station-choices'

const HERE = { lat: 40.7128, lon: -74.006 }
const GENERATED_AT = '2026-11-26T02:00:00Z'
const STATIONS = [
  station({ id: 'airnow:1', name: 'PS 314', weight: 0.7 }),
  station({ id: 'purpleair:2', name: 'Roof sensor', network: 'purpleair', kind: 'low-cost', weight: 0.3 }),
  station({ id: 'openaq:3', name: 'Canal St', network: 'openaq', weight: 0 }),
  station({ id: 'openaq:4', name: 'Far monitor', network: 'openaq', distanceKm: 31, weight: 0, status: 'too-far' }),
]
const HOME: MonitoredPlace = { id: 'p1', name: 'Home', lat: HERE.lat, lon: HERE.lon, createdAt: '2026-11-20T00:00:00Z' }

/** The dashboard's wiring (src/routes/dashboard.tsx): the source line over the place's choices. */
function Dashboard({ member }: { member: boolean }) {
  const stations = usePlaceStationChoices(HERE, member)
  return (
    <MeasurementSource
      measurement={measured(STATIONS)}
      generatedAt={GENERATED_AT}
      sourceSimulated={false}
      nowSeconds={Date.parse(GENERATED_AT) / 1000}
      choices={stations.choices ?? NO_STATION_CHOICES}
      onChoicesChange={stations.change}
      updating={false}
      watchedName={stations.watchedName}
    />
  )
}

async function open(member = false) {
  const view = renderInApp(
    <>
      <Dashboard member={member} />
      <Toaster />
    </>,
  )
  const line = screen.getByRole('button', { name: /Measured at/ })
  await view.user.click(line)
  const list = await screen.findByRole('list', { name: 'Stations near this place' })
  // A station's row: the list item whose buttons name it.
  const row = (name: string) => {
    const item = within(list).getAllByRole('listitem').find((li) => within(li).queryByRole('button', { name: new RegExp(`^(Pin|Unpin) ${name}$`) }))
    if (!item) throw new Error(`No row for ${name}`)
    return item
  }
  return { ...view, line, list, row }
}

const stored = () => JSON.parse(window.localStorage.getItem(STATION_CHOICES_KEY) ?? 'null') as unknown

beforeEach(() => writeStoredValue(STATION_CHOICES_KEY, []))

describe('The source line and its stations (decision 198)', () => {
  it('opens and closes the stations from the line', async () => {
    stubApi({})
    const { user, line } = await open()
    expect(line.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(line.getAttribute('aria-controls') ?? '')?.hidden).toBe(false)
    await user.click(line)
    expect(line.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('list', { name: 'Stations near this place' })).toBeNull()
  })

  it('excludes a station and includes it again, kept with the place on this device', async () => {
    stubApi({})
    const { user, row } = await open()
    await user.click(within(row('PS 314')).getByRole('button', { name: 'Exclude PS 314' }))
    expect(row('PS 314').textContent).toContain('Excluded by you')
    expect(stored()).toEqual([{ ...HERE, pinnedIds: [], excludedIds: ['airnow:1'] }])
    await user.click(within(row('PS 314')).getByRole('button', { name: 'Include again PS 314' }))
    expect(row('PS 314').textContent).not.toContain('Excluded by you')
    expect(within(row('PS 314')).getByRole('button', { name: 'Exclude PS 314' })).toBeTruthy()
    expect(stored()).toEqual([])
  })

  it('pins up to 3 stations; a pin undone frees a place for another', async () => {
    stubApi({})
    const { user, list, row } = await open()
    for (const name of ['PS 314', 'Roof sensor', 'Canal St']) await user.click(within(row(name)).getByRole('button', { name: `Pin ${name}` }))
    const far = within(row('Far monitor')).getByRole('button', { name: 'Pin Far monitor' })
    expect(far).toHaveProperty('disabled', true)
    expect(within(list).getAllByRole('button', { name: /^Unpin/ })).toHaveLength(3)
    await user.click(within(row('Roof sensor')).getByRole('button', { name: 'Unpin Roof sensor' }))
    expect(far).toHaveProperty('disabled', false)
    expect(stored()).toEqual([{ ...HERE, pinnedIds: ['airnow:1', 'openaq:3'], excludedIds: [] }])
  })
})

describe('A member’s watched place', () => {
  const places = () => Response.json({ locations: [{ ...HOME, excludedStationIds: ['openaq:4'] }] })

  it('starts from the choice saved with the place, says the texts follow, and saves a change with it', async () => {
    const saves: SentRequest[] = []
    stubApi({
      'GET /api/user/locations': places,
      'PATCH /api/user/locations/p1': (request) => {
        saves.push(request)
        return Response.json({ location: { ...HOME, pinnedStationIds: [], excludedStationIds: ['openaq:4', 'airnow:1'] } })
      },
    })
    const { user, list, row } = await open(true)
    await within(list).findByRole('button', { name: 'Include again Far monitor' })
    expect(screen.getByText(/Your texts for “Home” follow the same choice\./)).toBeTruthy()
    await user.click(within(row('PS 314')).getByRole('button', { name: 'Exclude PS 314' }))
    await expect.poll(() => saves.map(({ body }) => body)).toEqual([{ pinnedStationIds: [], excludedStationIds: ['openaq:4', 'airnow:1'] }])
  })

  it('says so when the texts could not follow the change', async () => {
    stubApi({
      'GET /api/user/locations': places,
      'PATCH /api/user/locations/p1': () => problem(503, 'unavailable', 'The service is busy. Try again in a minute.'),
    })
    const { user, row } = await open(true)
    await screen.findByText(/Your texts for “Home” follow the same choice\./)
    await user.click(within(row('Roof sensor')).getByRole('button', { name: 'Pin Roof sensor' }))
    expect(await screen.findByText('Your texts still use the earlier stations')).toBeTruthy()
    expect(screen.getByText('The service is busy. Try again in a minute.')).toBeTruthy()
    // The device keeps the choice all the same.
    expect(row('Roof sensor').textContent).toContain('Pinned by you, used')
  })
})
