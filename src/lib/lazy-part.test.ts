import { isValidElement } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyPart } from './lazy-part'

const Part = ({ name }: { name: string }) => name

describe('lazyPart', () => {
  it('downloads its chunk once, however often it is preloaded, and renders it only then', async () => {
    let loads = 0
    const part = lazyPart(async () => {
      loads += 1
      return Part
    })
    expect(loads).toBe(0)
    expect(part.Component({ name: 'cards' })).toBeNull()
    await Promise.all([part.preload(), part.preload()])
    await part.preload()
    await part.whenSettled
    expect(loads).toBe(1)
    const element = part.Component({ name: 'cards' })
    expect(isValidElement(element) && element.type === Part && element.props).toEqual({ name: 'cards' })
  })

  it('throws a failed download to the error boundary, and tries again on the next preload', async () => {
    let loads = 0
    const part = lazyPart(async () => {
      loads += 1
      if (loads === 1) throw new Error('offline')
      return Part
    })
    await expect(part.preload()).rejects.toThrow('offline')
    await part.whenSettled
    expect(() => part.Component({ name: 'cards' })).toThrow('offline')
    await part.preload()
    expect(loads).toBe(2)
    expect(isValidElement(part.Component({ name: 'cards' }))).toBe(true)
  })
})
