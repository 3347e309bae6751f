import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLocale, i18n, LOCALE_KEY } from './i18n'
import { LEVEL_NAME_MESSAGES } from '../domain/aqi/levels'

// Choosing a language in Settings also saves it as the person's, for their texts (decision 283).
describe('chooseLocale', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    window.localStorage.removeItem(LOCALE_KEY)
    i18n.activate('en')
  })

  it("switches the app, keeps the choice on the device and sends it to the person's account", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ locale: 'es', saved: true }), { status: 200, headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    await chooseLocale('es')
    expect(i18n._(LEVEL_NAME_MESSAGES[4])).toBe('Mala')
    expect(document.documentElement.lang).toBe('es')
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('"es"')
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/user/locale')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'es' })
    expect(new Headers(init.headers).get('accept-language')).toBe('es')
  })

  it('keeps the choice when the server cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetch)
    await expect(chooseLocale('es')).resolves.toBeUndefined()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(i18n.locale).toBe('es')
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('"es"')
  })
})
