import { describe, expect, it } from 'vitest'
import locationsHandler from '../../netlify/functions/user-locations'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import { query } from '../../netlify/server/db'
import { placeResponseSchema, placesResponseSchema } from '../../src/domain/contracts/alerts'
import { problemSchema } from '../../src/domain/contracts/problem'
import { useTestDatabase } from '../support/database'
import { call, signIn, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()

/** A signed-in premium member (demo subscribe) with one watched place: the cookie and the place's id. */
async function memberWithPlace(phone: string): Promise<{ cookie: string; id: string }> {
  const cookie = (await signIn(phone)).pair
  expect((await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {}, cookie })).status).toBe(200)
  const added = await call(locationsHandler, '/api/user/locations', { cookie, body: { name: 'Home', lat: 40.7128, lon: -74.006 } })
  expect(added.status).toBe(201)
  return { cookie, id: placeResponseSchema.parse(await added.json()).location.id }
}

const patch = (cookie: string | null, id: string, body: unknown) =>
  call(locationsHandler, `/api/user/locations/${id}`, { cookie, method: 'PATCH', body })

async function storedChoices(id: string) {
  const [row] = await query<{ pinned_station_ids: string[]; excluded_station_ids: string[] }>(
    `SELECT pinned_station_ids, excluded_station_ids FROM monitored_places WHERE id = $1`,
    [id],
  )
  return row
}

async function problemOf(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  return body
}

describe('PATCH /api/user/locations/:id (station choices, decision 198)', () => {
  it('saves the pinned and excluded stations, lists them with the place, and replaces them whole', async () => {
    const { cookie, id } = await memberWithPlace('+12015550141')
    const choices = { pinnedStationIds: ['airnow:360610135', 'openaq:2178'], excludedStationIds: ['purpleair:9x_1-a.b'] }
    const saved = await patch(cookie, id, choices)
    expect(saved.status).toBe(200)
    expect(placeResponseSchema.parse(await saved.json()).location).toMatchObject({ id, name: 'Home', ...choices })
    expect(await storedChoices(id)).toEqual({ pinned_station_ids: choices.pinnedStationIds, excluded_station_ids: choices.excludedStationIds })

    const listed = placesResponseSchema.parse(await (await call(locationsHandler, '/api/user/locations', { cookie })).json())
    expect(listed.locations[0]).toMatchObject(choices)

    expect((await patch(cookie, id, { pinnedStationIds: [], excludedStationIds: ['openaq:2178'] })).status).toBe(200)
    expect(await storedChoices(id)).toEqual({ pinned_station_ids: [], excluded_station_ids: ['openaq:2178'] })
  })

  it.each([
    [{ pinnedStationIds: ['openaq:1', 'openaq:2', 'openaq:3', 'openaq:4'], excludedStationIds: [] }, /at most 3/],
    [{ pinnedStationIds: [], excludedStationIds: Array.from({ length: 21 }, (_, i) => `openaq:${i}`) }, /at most 20/],
    [{ pinnedStationIds: ['openaq:1'], excludedStationIds: ['openaq:1'] }, /both pinned and excluded/],
    [{ pinnedStationIds: ['openaq:1', 'openaq:1'], excludedStationIds: [] }, /pinned only once/],
    [{ pinnedStationIds: ['2178'], excludedStationIds: [] }, /looks like "openaq:2178"/],
    [{ pinnedStationIds: ['nasa:1'], excludedStationIds: [] }, /looks like/],
    [{ pinnedStationIds: [`openaq:${'x'.repeat(65)}`], excludedStationIds: [] }, /looks like/],
    [{ pinnedStationIds: ['openaq:1 OR 1=1'], excludedStationIds: [] }, /looks like/],
    [{ pinnedStationIds: 'openaq:1', excludedStationIds: [] }, /./],
    [{ pinnedStationIds: [] }, /./],
    [{ pinnedStationIds: [], excludedStationIds: [], name: 'Elsewhere' }, /./],
  ])('rejects %j with 400 and a readable message, writes nothing', async (body, message) => {
    const { cookie, id } = await memberWithPlace('+12015550142')
    const problem = await problemOf(await patch(cookie, id, body), 400, 'invalid_request')
    expect(problem.message).toMatch(message)
    expect(await storedChoices(id)).toEqual({ pinned_station_ids: [], excluded_station_ids: [] })
  })

  it("answers 404 for another member's place and leaves it as it was; 401 without a session", async () => {
    const owner = await memberWithPlace('+12015550143')
    const other = await memberWithPlace('+12015550144')
    const body = { pinnedStationIds: ['openaq:1'], excludedStationIds: [] }
    await problemOf(await patch(other.cookie, owner.id, body), 404, 'not_found')
    await problemOf(await patch(other.cookie, '00000000-0000-4000-8000-000000000000', body), 404, 'not_found')
    await problemOf(await patch(null, owner.id, body), 401, 'not_signed_in')
    expect(await storedChoices(owner.id)).toEqual({ pinned_station_ids: [], excluded_station_ids: [] })
  })

  it('needs premium to change, like every other change of a place', async () => {
    const free = (await signIn('+12015550145')).pair
    await problemOf(await patch(free, '00000000-0000-4000-8000-000000000000', { pinnedStationIds: [], excludedStationIds: [] }), 403, 'premium_required')
  })
})
