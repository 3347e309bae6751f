import { describe, expect, it } from 'vitest'
import { lazyPart } from './lazy-part'

const Part = () => null

describe('lazyPart', () => {
  it('downloads its chunk once, however often it is preloaded', async () => {
    let loads = 0
    const part = lazyPart(async () => {
      loads += 1
      return Part
    })
    expect(loads).toBe(0)
    await Promise.all([part.preload(), part.preload()])
    await part.preload()
    expect(loads).toBe(1)
  })

  it('tries again after a failed download (the network came back)', async () => {
    let loads = 0
    const part = lazyPart(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return Part
    })
    await expect(part.preload()).rejects.toThrow('offline')
    await expect(part.preload()).resolves.toBe(Part)
    expect(loads).toBe(2)
  })
})
