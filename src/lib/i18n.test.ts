import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatLocale, i18n } from './i18n'

describe('formatLocale', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    i18n.activate('en')
  })

  it("writes dates and amounts in the device's own variant of the app's language (decision 280)", () => {
    vi.stubGlobal('navigator', { languages: ['en-GB', 'es-MX'] })
    expect(formatLocale()).toBe('en-GB')
    i18n.loadAndActivate({ locale: 'es', messages: {} })
    expect(formatLocale()).toBe('es-MX')
  })

  it('falls back to the language itself when the device has no variant of it', () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'] })
    expect(formatLocale()).toBe('en')
  })
})
