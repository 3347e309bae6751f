import { describe, expect, it } from 'vitest'
import { cellSourceText, measuredNearby } from './cell-source'

describe('cellSourceText', () => {
  it('says "measured nearby" for a measured or fused hour, "model estimate" for the model’s or an older answer', () => {
    const cell = { pmSources: ['fused' as const, 'measured' as const, 'model' as const, null] }
    expect([0, 1, 2, 3, 4].map((h) => cellSourceText(cell, h))).toEqual(['measured nearby', 'measured nearby', 'model estimate', 'model estimate', 'model estimate'])
    expect(measuredNearby({}, 0)).toBe(false)
  })
})
