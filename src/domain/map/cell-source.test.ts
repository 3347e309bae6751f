import { describe, expect, it } from 'vitest'
import { english } from '../i18n/locales'
import { cellSource, measuredNearby, sourceWords } from './cell-source'

describe('cellSourceText (issue 24 item 6: the source word follows the hour)', () => {
  it('"measured nearby" only for the hour under way; a later corrected hour is a forecast; the model’s or an older answer a model estimate', () => {
    const cell = { pmSources: ['fused' as const, 'fused' as const, 'model' as const, null] }
    expect([0, 1, 2, 3, 4].map((h) => cellSource(cell, h))).toEqual([
      'measured-nearby',
      'forecast-corrected',
      'model-estimate',
      'model-estimate',
      'model-estimate',
    ])
    expect(cellSource({ pmSources: ['measured'] }, 0)).toBe('measured-nearby')
    expect(measuredNearby({}, 0)).toBe(false)
  })

  it('a +24 h cell fed by stations is never "measured nearby"', () => {
    const cell = { pmSources: Array.from({ length: 25 }, () => 'fused' as const) }
    expect(measuredNearby(cell, 24)).toBe(false)
    expect(cellSource(cell, 24)).toBe('forecast-corrected')
  })
})

describe('sourceWords', () => {
  it('says each source in English by default', () => {
    expect(sourceWords('measured-nearby', english)).toBe('measured nearby')
    expect(sourceWords('forecast-corrected', english)).toBe('forecast corrected by stations')
    expect(sourceWords('model-estimate', english)).toBe('model estimate')
    expect(sourceWords('station', english)).toBe('measured')
  })
})
