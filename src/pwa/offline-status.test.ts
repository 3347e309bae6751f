import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type * as OfflineStatus from './offline-status'

type Module = typeof OfflineStatus

const CURRENT = '/api/air-quality/current'

function answer(generatedAt: string, fallback: boolean, status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (fallback) headers.set('x-airahead-cache', 'fallback')
  return new Response(JSON.stringify({ generatedAt, list: [] }), { status, headers })
}

let network: Response[]
let controller: object | null
let status: Module

/** A fresh module and a fake page whose fetch answers from `network`, in order. */
beforeEach(async () => {
  network = []
  controller = null
  vi.stubGlobal('window', {
    fetch: async () => network.shift() ?? Response.error(),
    location: { href: 'https://airahead.example/', origin: 'https://airahead.example' },
  })
  vi.stubGlobal('navigator', {
    get serviceWorker() {
      return { controller }
    },
  })
  vi.resetModules()
  status = await import('./offline-status')
  status.observeCacheFallbacks()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const read = (path: string, init?: RequestInit) => window.fetch(path, init)

describe('observeCacheFallbacks', () => {
  it('marks the answer the service worker took from its cache, until the network delivers it', async () => {
    network.push(answer('2026-11-21T14:05:00Z', true))
    const body = await (await read(`${CURRENT}?latitude=40.71&longitude=-74.01`)).json()
    expect(body).toEqual({ generatedAt: '2026-11-21T14:05:00Z', list: [] })
    expect(status.isServedFromCache(CURRENT, '2026-11-21T14:05:00Z')).toBe(true)
    expect(status.isServedFromCache('/api/air-quality/forecast', '2026-11-21T14:05:00Z')).toBe(false)

    // The same body again, from the network (e.g. the CDN still had it).
    network.push(answer('2026-11-21T14:05:00Z', false))
    await read(`${CURRENT}?latitude=40.71&longitude=-74.01`)
    expect(status.isServedFromCache(CURRENT, '2026-11-21T14:05:00Z')).toBe(false)
  })

  it('leaves fresh answers, failures, writes and other URLs alone', async () => {
    network.push(answer('a', false), answer('b', true, 500), answer('c', true), answer('d', true))
    await read(CURRENT)
    await read(CURRENT)
    await read(CURRENT, { method: 'POST' })
    await read('https://elsewhere.example/api/air-quality/current')
    for (const generatedAt of ['a', 'b', 'c', 'd']) expect(status.isServedFromCache(CURRENT, generatedAt)).toBe(false)
    expect(status.isServedFromCache(CURRENT, undefined)).toBe(false)
  })

  it('remembers the API reads made before a service worker controlled the page', async () => {
    network.push(answer('a', false), answer('b', false), answer('c', false))
    await read(`${CURRENT}?latitude=1&longitude=2`)
    await read('/api/auth/user')
    controller = {}
    await read(`${CURRENT}?latitude=3&longitude=4`)
    expect(status.apiReadsBeforeWorker()).toEqual([`${CURRENT}?latitude=1&longitude=2`, '/api/auth/user'])
  })
})
