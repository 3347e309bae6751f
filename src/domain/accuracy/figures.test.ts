import { describe, expect, it } from 'vitest'
import { accuracyRows, forecastFigures } from './figures'

describe('forecastFigures', () => {
  it('shows a rate from 5 episodes or warnings, and marks under 20 episodes as few', () => {
    expect(forecastFigures({ episodes: 4, hits: 3, warnings: 4, falseAlarms: 1, medianLeadSeconds: 7830 })).toEqual({
      episodes: 4, hits: 3, hitRate: null, warnings: 4, falseAlarms: 1, falseAlarmRate: null, medianLeadMinutes: 131, few: true,
    })
    expect(forecastFigures({ episodes: 20, hits: 15, warnings: 5, falseAlarms: 1, medianLeadSeconds: null })).toMatchObject({
      hitRate: 0.75, falseAlarmRate: 0.2, medianLeadMinutes: null, few: false,
    })
  })
})

describe('accuracyRows', () => {
  it('puts the three forecasts of a region and month side by side, a missing one as zero counts', () => {
    const rows = accuracyRows([
      { region: 'UK', month: '2026-11', forecaster: 'job', episodes: 6, hits: 4, warnings: 8, falseAlarms: 2, medianLeadSeconds: 7800 },
      { region: 'UK', month: '2026-11', forecaster: 'persistence', episodes: 6, hits: 0, warnings: 7, falseAlarms: 1, medianLeadSeconds: 0 },
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]?.job).toMatchObject({ hitRate: 4 / 6, falseAlarmRate: 0.25, medianLeadMinutes: 130 })
    expect(rows[0]?.model).toEqual({ episodes: 0, hits: 0, hitRate: null, warnings: 0, falseAlarms: 0, falseAlarmRate: null, medianLeadMinutes: null, few: true })
    expect(rows[0]?.persistence).toMatchObject({ hitRate: 0, medianLeadMinutes: 0 })
  })
})
