import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('manifest.webmanifest', () => {
  const manifest = JSON.parse(read('manifest.webmanifest')) as Record<string, unknown>

  it('names the app and opens standalone at the root', () => {
    expect(manifest).toMatchObject({ short_name: 'AirAhead', start_url: '/', scope: '/', display: 'standalone' })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('is linked from the page', () => {
    expect(read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })
})
