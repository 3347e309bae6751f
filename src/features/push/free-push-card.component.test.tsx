import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { writeStoredValue } from '../../lib/stored-value'
import { messages as spanish } from '../../locales/es/messages.po'
import { problem, renderInApp, stubApi } from '../../../tests/support/render-app'
import type { DevicePush } from './api/device-push'
import { FreePushCard, PUSH_ALERT_KEY } from './free-push-card'

const HOME = { name: 'Brooklyn', lat: 40.68, lon: -73.94 }
const GRANDMA = { name: 'Grandma', lat: 51.5, lon: -0.12 }
const KEY = 'BIUIO1KlIJrCrON5v0puCSxc3T_1d0Es39skEm8q8WefubMoS0No1CPPs1vjtYOCi4ZFzeFEUGW4ArwvEWGdDOc'
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }

/** The browser's Push API, answering as told. */
function fakeDevice(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current = permission
  const device = {
    supported: () => true,
    permission: () => current,
    requestPermission: vi.fn(async () => (current = answer)),
    subscribe: vi.fn(async (_key: string) => SUBSCRIPTION),
    unsubscribe: vi.fn(async () => SUBSCRIPTION.endpoint),
    currentEndpoint: vi.fn(async (): Promise<string | null> => SUBSCRIPTION.endpoint),
  } satisfies DevicePush
  return device
}

// Stored values keep an in-memory copy too: reset through the same writer.
beforeEach(() => writeStoredValue(PUSH_ALERT_KEY, null))
afterEach(() => {
  vi.unstubAllGlobals()
  i18n.activate('en')
})

describe('FreePushCard', () => {
  it('says what it does, asks the browser on the tap, subscribes with the server key and sends the chosen place', async () => {
    const api = stubApi({
      'GET /api/push/key': () => Response.json({ publicKey: KEY }),
      'POST /api/push/subscriptions': () => Response.json({ place: GRANDMA }, { status: 201 }),
    })
    const device = fakeDevice('default')
    const view = renderInApp(<FreePushCard places={[HOME, GRANDMA]} timeZone="America/New_York" device={device} />)
    expect(screen.getByRole('heading', { name: 'Free push alerts' })).toBeDefined()
    expect(screen.getByText(/A notification on this device when the air at Brooklyn turns Poor/)).toBeDefined()
    expect(device.requestPermission).not.toHaveBeenCalled()

    await view.user.click(screen.getByRole('radio', { name: 'Grandma' }))
    await view.user.click(screen.getByRole('button', { name: 'Turn on for Grandma' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'On for Grandma on this device.')
    expect(device.requestPermission).toHaveBeenCalledOnce()
    expect(device.subscribe).toHaveBeenCalledWith(KEY)
    const post = api.sent.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({ subscription: SUBSCRIPTION, place: GRANDMA, timeZone: 'America/New_York' })
    expect(JSON.parse(localStorage.getItem(PUSH_ALERT_KEY) ?? 'null')).toEqual({ endpoint: SUBSCRIPTION.endpoint, ...GRANDMA })
  })

  it('turns nothing on when the person does not allow notifications', async () => {
    const api = stubApi({})
    const device = fakeDevice('default', 'denied')
    const view = renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={device} />)
    await view.user.click(screen.getByRole('button', { name: 'Turn on for Brooklyn' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Notifications were not allowed, so nothing was turned on')
    expect(device.subscribe).not.toHaveBeenCalled()
    expect(api.sent).toEqual([])
  })

  it('shows the server’s own sentence when it refuses, and stores nothing', async () => {
    stubApi({
      'GET /api/push/key': () => Response.json({ publicKey: KEY }),
      'POST /api/push/subscriptions': () => problem(429, 'rate_limited', 'Too many changes to push alerts from your network. Please try again in an hour.'),
    })
    const view = renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={fakeDevice('granted')} />)
    await view.user.click(screen.getByRole('button', { name: 'Turn on for Brooklyn' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too many changes to push alerts from your network. Please try again in an hour.')
    expect(JSON.parse(localStorage.getItem(PUSH_ALERT_KEY) ?? 'null')).toBeNull()
  })

  it('turns off: the server forgets the endpoint and the browser subscription ends', async () => {
    writeStoredValue(PUSH_ALERT_KEY, { endpoint: SUBSCRIPTION.endpoint, ...HOME })
    const api = stubApi({ 'DELETE /api/push/subscriptions': () => Response.json({ removed: true }) })
    const device = fakeDevice('granted')
    const view = renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={device} />)
    expect(screen.getByRole('status').textContent).toBe('On for Brooklyn on this device.')
    await view.user.click(screen.getByRole('button', { name: 'Turn off' }))
    expect(await screen.findByRole('button', { name: 'Turn on for Brooklyn' })).toBeDefined()
    expect(api.sent).toEqual([expect.objectContaining({ method: 'DELETE', body: { endpoint: SUBSCRIPTION.endpoint } })])
    expect(device.unsubscribe).toHaveBeenCalledOnce()
  })

  it('shows push off when the browser no longer holds the subscription it was turned on with', async () => {
    writeStoredValue(PUSH_ALERT_KEY, { endpoint: SUBSCRIPTION.endpoint, ...HOME })
    const device = fakeDevice('granted')
    device.currentEndpoint.mockResolvedValue(null)
    renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={device} />)
    expect(await screen.findByRole('button', { name: 'Turn on for Brooklyn' })).toBeDefined()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is honest where it cannot work: blocked, unsupported, offline', () => {
    const blocked = renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={fakeDevice('denied')} />)
    expect(screen.getByText(/Notifications are blocked for AirAhead/)).toBeDefined()
    expect(screen.queryByRole('button')).toBeNull()
    blocked.unmount()

    const unsupported = renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={{ ...fakeDevice('default'), supported: () => false }} />)
    expect(screen.getByText(/This browser cannot show push alerts/)).toBeDefined()
    unsupported.unmount()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderInApp(<FreePushCard places={[HOME]} timeZone="America/New_York" device={fakeDevice('default')} />)
    expect(screen.getByRole('button', { name: 'Turn on for Brooklyn' })).toHaveProperty('disabled', true)
    expect(screen.getByText(/You’re offline/)).toBeDefined()
  })

  it('speaks Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderInApp(<FreePushCard places={[HOME, GRANDMA]} timeZone="America/New_York" device={fakeDevice('default')} />)
    expect(screen.getByRole('heading', { name: 'Alertas push gratis' })).toBeDefined()
    expect(screen.getByText(/cuando la calidad del aire en Brooklyn llegue a Mala/)).toBeDefined()
    expect(screen.getByRole('button', { name: 'Activar para Brooklyn' })).toBeDefined()
  })
})
