import { describe, expect, it, vi } from 'vitest'
import { shareOrCopy, type ShareNavigator } from './share'

const content = { title: 'AirAhead', text: 'Better than 3/4 cities.', url: 'https://airahead.test/location-comparison' }
const clipboard = (writeText = vi.fn(async () => {})) => ({ writeText }) as unknown as Clipboard

describe('shareOrCopy', () => {
  it('uses the Web Share API when there is one', async () => {
    const share = vi.fn(async () => {})
    expect(await shareOrCopy(content, { share, clipboard: clipboard() })).toBe('shared')
    expect(share).toHaveBeenCalledWith(content)
  })

  it('does nothing more when the person cancels the share sheet', async () => {
    const writeText = vi.fn(async () => {})
    const share = vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError')))
    expect(await shareOrCopy(content, { share, clipboard: clipboard(writeText) })).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it.each<[string, ShareNavigator['share'] | undefined, ShareNavigator['canShare'] | undefined]>([
    ['without the Web Share API', undefined, undefined],
    ['when the content cannot be shared', vi.fn(async () => {}), () => false],
    ['when sharing fails', vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))), undefined],
  ])('copies text and link %s', async (_, share, canShare) => {
    const writeText = vi.fn(async () => {})
    const nav: ShareNavigator = { clipboard: clipboard(writeText), ...(share ? { share } : {}), ...(canShare ? { canShare } : {}) }
    expect(await shareOrCopy(content, nav)).toBe('copied')
    expect(writeText).toHaveBeenCalledWith('Better than 3/4 cities. https://airahead.test/location-comparison')
  })

  it('fails when neither sharing nor the clipboard works', async () => {
    expect(await shareOrCopy(content, {})).toBe('failed')
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')))
    expect(await shareOrCopy(content, { clipboard: clipboard(writeText) })).toBe('failed')
  })
})
