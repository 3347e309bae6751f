// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translateBootShell } from './boot-shell'

const SHELL = `<p class="tagline" data-es="La calidad del aire donde estás">Air quality where you stand</p><p role="status" data-es="Cargando…">Loading…</p>`

function shell(): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = SHELL
  return root
}

describe('translateBootShell', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
    document.documentElement.lang = 'en'
  })

  it("speaks Spanish before the app loads on a Spanish device (decision 280)", () => {
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'] })
    const root = shell()
    translateBootShell(root)
    expect(root.textContent).toBe('La calidad del aire donde estásCargando…')
    expect(document.documentElement.lang).toBe('es')
  })

  it('follows the language chosen on this device over the device languages', () => {
    vi.stubGlobal('navigator', { languages: ['es-MX'] })
    window.localStorage.setItem('airahead.locale.v1', '"en"')
    const root = shell()
    translateBootShell(root)
    expect(root.textContent).toBe('Air quality where you standLoading…')
    expect(document.documentElement.lang).toBe('en')
  })

  it('keeps English for a device that speaks neither language', () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'] })
    const root = shell()
    translateBootShell(root)
    expect(root.textContent).toBe('Air quality where you standLoading…')
  })
})
