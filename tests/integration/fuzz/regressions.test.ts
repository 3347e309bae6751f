import { beforeEach, describe, expect, it } from 'vitest'
import demoSubscribeHandler from '../../../netlify/functions/demo-subscribe'
import locationsHandler from '../../../netlify/functions/user-locations'
import { problemSchema } from '../../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../../support/database'
import { call, signIn, useLocalMode } from '../auth-helpers'

/** Bugs the fuzz suite found, each pinned by the request that showed it. */
useTestDatabase()

useLocalMode()

let cookie = ''
beforeEach(async () => {
  cookie = (await signIn('+12015550123')).pair
  expect((await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {}, cookie })).status).toBe(200)
})

async function expectProblem(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  expect(problemSchema.parse(await res.json()).error).toBe(error)
}

describe('/api/user/locations/:id with a malformed percent-escape', () => {
  // decodeURIComponent threw URIError: a 500 and a logged error.
  it.each(['%ZZ', '%E0%A4%A', '%ED%A0%80', '%'])('%s: 404 not_found to PUT and DELETE, 405 to GET', async (id) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(locationsHandler, `/api/user/locations/${id}`, { method, cookie, ...(method === 'PUT' ? { body: { name: 'Home', lat: 1, lon: 2 } } : {}) })
      await expectProblem(res, method === 'GET' ? 405 : 404, method === 'GET' ? 'method_not_allowed' : 'not_found')
    }
  })
})

describe('a place name with control characters', () => {
  // NUL reached Postgres, which cannot store it: a 500. Other controls were stored as they came.
  it.each(['Ho\u0000me', '\u0000', 'Home\nWork', 'Bell\u0007', 'Del\u007f'])('%j is 400 on add and on change, and nothing is stored', async (name) => {
    await expectProblem(await call(locationsHandler, '/api/user/locations', { body: { name, lat: 1, lon: 2 }, cookie }), 400, 'invalid_request')
    expect(await rowCount('monitored_places')).toBe(0)

    const added = await call(locationsHandler, '/api/user/locations', { body: { name: 'Home', lat: 1, lon: 2 }, cookie })
    expect(added.status).toBe(201)
    const { location } = (await added.json()) as { location: { id: string } }
    const changed = await call(locationsHandler, `/api/user/locations/${location.id}`, { method: 'PUT', body: { name, lat: 1, lon: 2 }, cookie })
    await expectProblem(changed, 400, 'invalid_request')
  })

  it('still takes names with emoji, accents and right-to-left text, trimmed', async () => {
    const res = await call(locationsHandler, '/api/user/locations', { body: { name: '  שלום 😀 École\t', lat: 1, lon: 2 }, cookie })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { location: { name: string } }).location.name).toBe('שלום 😀 École')
  })
})
