import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const path = (file: string) => new URL(`../../${file}`, import.meta.url)
const read = (file: string) => readFileSync(path(file), 'utf8')

interface ImageResource {
  src: string
  sizes: string
  type: string
  purpose?: string
  form_factor?: string
  label?: string
}

interface Manifest {
  name: string
  short_name: string
  description: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: ImageResource[]
  shortcuts: { name: string; url: string; icons?: ImageResource[] }[]
  screenshots: ImageResource[]
}

/** A PNG's size from its IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): string {
  const bytes = readFileSync(path(`public${file}`))
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a')
  expect(bytes.subarray(12, 16).toString('ascii'), file).toBe('IHDR')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

describe('manifest.webmanifest', () => {
  const manifest = JSON.parse(read('manifest.webmanifest')) as Manifest

  it('names the app and opens standalone at the root', () => {
    expect(manifest).toMatchObject({ short_name: 'AirAhead', start_url: '/', scope: '/', display: 'standalone' })
    expect(manifest.name).toMatch(/^AirAhead/)
    expect(manifest.description.length).toBeGreaterThan(20)
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('is linked from the page', () => {
    expect(read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })

  it('has PNG icons of 192 and 512 px for any purpose, and a maskable one', () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png')
    const sizesFor = (purpose: string) =>
      png.filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose)).map((icon) => icon.sizes)
    expect(sizesFor('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(sizesFor('maskable')).toContain('512x512')
  })

  it('points every image at a committed file of the stated size', () => {
    const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons ?? [])]
    for (const image of images) {
      expect(existsSync(path(`public${image.src}`)), image.src).toBe(true)
      if (image.type === 'image/png') expect(pngSize(image.src), image.src).toBe(image.sizes)
    }
  })

  it('has shortcuts to Check my air, Alerts and Forecast', () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Check my air', '/home'],
      ['Alerts', '/alerts'],
      ['Forecast', '/#forecast'],
    ])
  })

  it('has labelled whole-screen screenshots of a phone and a computer (decision 184)', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(expect.arrayContaining(['narrow', 'wide']))
    for (const shot of manifest.screenshots) {
      expect(shot).toMatchObject({ type: 'image/png' })
      expect(shot.label).toBeTruthy()
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number)
      // Whole screens: a 390 × 844 phone at 3× (1170 × 2532) or a 1280 × 800 desktop, not crops.
      expect([`${width}x${height}`, shot.form_factor]).toEqual(
        shot.form_factor === 'narrow' ? ['1170x2532', 'narrow'] : ['1280x800', 'wide'],
      )
      // Chromium's install dialog takes screenshots at most 2.3 times as long as wide.
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3)
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320)
    }
  })

  it('serves a real robots.txt rather than the app page', () => {
    expect(read('public/robots.txt')).toMatch(/^User-agent: \*/m)
  })
})
