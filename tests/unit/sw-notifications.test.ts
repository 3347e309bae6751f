import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'

const source = readFileSync(new URL('../../public/sw-notifications.js', import.meta.url), 'utf8')

type Handler = (event: unknown) => void

/** Runs public/sw-notifications.js in a fake service-worker global and returns its click handler. */
function load(windows: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[]) {
  let handler: Handler | undefined
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  }
  const self = {
    location: { origin: 'https://airahead.example' },
    clients,
    addEventListener: (type: string, listener: Handler) => {
      if (type === 'notificationclick') handler = listener
    },
  }
  runInNewContext(source, { self, URL })
  if (!handler) throw new Error('no notificationclick listener')
  return { handler, clients }
}

async function click(handler: Handler, data: unknown) {
  let work: Promise<unknown> = Promise.resolve()
  const close = vi.fn()
  handler({ notification: { data, close }, waitUntil: (p: Promise<unknown>) => (work = p) })
  await work
  return close
}

describe('the service worker notificationclick handler', () => {
  it('opens the notification page when no AirAhead window is open', async () => {
    const { handler, clients } = load([])
    const close = await click(handler, { url: '/weekly-report' })
    expect(close).toHaveBeenCalled()
    expect(clients.openWindow).toHaveBeenCalledWith('https://airahead.example/weekly-report')
  })

  it('focuses an open window and navigates it there', async () => {
    const focus = vi.fn()
    const open = { url: 'https://airahead.example/', navigate: vi.fn(async () => ({ focus })), focus: vi.fn() }
    const { handler, clients } = load([open])
    await click(handler, { url: '/home' })
    expect(open.navigate).toHaveBeenCalledWith('https://airahead.example/home')
    expect(focus).toHaveBeenCalled()
    expect(clients.openWindow).not.toHaveBeenCalled()
  })

  it('defaults to /home, and never follows another origin', async () => {
    const { handler, clients } = load([])
    await click(handler, undefined)
    expect(clients.openWindow).toHaveBeenCalledWith('https://airahead.example/home')
    clients.openWindow.mockClear()
    await click(handler, { url: 'https://evil.example/phish' })
    expect(clients.openWindow).not.toHaveBeenCalled()
  })
})

describe('the service worker push handler (decision 265)', () => {
  function loadPush() {
    const listeners = new Map<string, Handler>()
    const showNotification = vi.fn(async () => undefined)
    const self = {
      location: { origin: 'https://airahead.example' },
      clients: { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) },
      registration: { showNotification },
      addEventListener: (type: string, listener: Handler) => void listeners.set(type, listener),
    }
    runInNewContext(source, { self, URL })
    const handler = listeners.get('push')
    if (!handler) throw new Error('no push listener')
    return { handler, showNotification }
  }

  async function push(handler: Handler, json: () => unknown) {
    let work: Promise<unknown> = Promise.resolve()
    handler({ data: { json }, waitUntil: (p: Promise<unknown>) => (work = p) })
    await work
  }

  it('shows the server’s title and text, tagged by episode, opening its page', async () => {
    const { handler, showNotification } = loadPush()
    await push(handler, () => ({ title: 'AirAhead: Home', body: 'Air at Home is Poor now. Limit time outdoors.', url: '/', tag: 'airahead-1-ep-1' }))
    expect(showNotification).toHaveBeenCalledWith('AirAhead: Home', expect.objectContaining({ body: 'Air at Home is Poor now. Limit time outdoors.', tag: 'airahead-1-ep-1', data: { url: '/' } }))
  })

  it('still shows a notification for a push it cannot read', async () => {
    const { handler, showNotification } = loadPush()
    await push(handler, () => {
      throw new SyntaxError('not JSON')
    })
    expect(showNotification).toHaveBeenCalledWith('AirAhead', expect.objectContaining({ data: { url: '/' } }))
  })
})

describe('the service worker pushsubscriptionchange handler (decision 265)', () => {
  function loadChange() {
    const listeners = new Map<string, Handler>()
    const renewed = { endpoint: 'https://fcm.googleapis.com/fcm/send/new', keys: { p256dh: 'P', auth: 'A' } }
    const subscribe = vi.fn(async () => ({ toJSON: () => renewed }))
    const fetch = vi.fn(async () => new Response('{}'))
    const self = {
      location: { origin: 'https://airahead.example' },
      clients: { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => null) },
      registration: { showNotification: vi.fn(), pushManager: { subscribe } },
      addEventListener: (type: string, listener: Handler) => void listeners.set(type, listener),
    }
    runInNewContext(source, { self, URL, fetch, JSON, Promise })
    const handler = listeners.get('pushsubscriptionchange')
    if (!handler) throw new Error('no pushsubscriptionchange listener')
    return { handler, subscribe, fetch, renewed }
  }

  async function change(handler: Handler, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve()
    handler({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) })
    await work
  }

  const old = { endpoint: 'https://fcm.googleapis.com/fcm/send/old', options: { userVisibleOnly: true, applicationServerKey: 'KEY' } }

  it('subscribes again with the same key and moves the push to the new endpoint', async () => {
    const { handler, subscribe, fetch, renewed } = loadChange()
    await change(handler, { oldSubscription: old, newSubscription: null })
    expect(subscribe).toHaveBeenCalledWith(old.options)
    expect(fetch).toHaveBeenCalledWith('/api/push/subscriptions', expect.objectContaining({ method: 'PATCH' }))
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ oldEndpoint: old.endpoint, subscription: renewed })
  })

  it('uses the new subscription the browser gives, and does nothing without the old one', async () => {
    const { handler, subscribe, fetch } = loadChange()
    const given = { endpoint: 'https://fcm.googleapis.com/fcm/send/given', keys: { p256dh: 'Q', auth: 'B' } }
    await change(handler, { oldSubscription: old, newSubscription: { toJSON: () => given } })
    expect(subscribe).not.toHaveBeenCalled()
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).subscription).toEqual(given)
    fetch.mockClear()
    await change(handler, { oldSubscription: null, newSubscription: null })
    expect(fetch).not.toHaveBeenCalled()
  })
})
