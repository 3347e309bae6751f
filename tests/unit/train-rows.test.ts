import { describe, expect, it } from 'vitest'
import { stationRows } from '../../scripts/train/samples'

const HOUR = 3600
const T = 55.5
/** 60 hours of 20 µg/m³ with one hour at 80 at hour 40. */
const station = {
  group: 'test',
  neighbours: [],
  series: {
    id: 'a',
    metadata: { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, timeZone: 'UTC', station: 'A' },
    hours: Array.from({ length: 60 }, (_, i) => ({ time: i * HOUR, value: i === 40 ? 80 : 20 })),
  },
}
const trainableAt = (rows: ReturnType<typeof stationRows>, hour: number) => rows.trainable[rows.hours.indexOf(hour * HOUR)]

describe('the rows a model learns from (decisions 220, 293)', () => {
  it('labels an hour by +2 … +6, whatever lies further', () => {
    const rows = stationRows(station, T)
    expect(rows.labels[rows.hours.indexOf(36 * HOUR)]).toBe(1)
    expect(rows.labels[rows.hours.indexOf(34 * HOUR)]).toBe(1)
    expect(rows.labels[rows.hours.indexOf(33 * HOUR)]).toBe(0)
  })

  it('all: every hour after an hour under T with a label, the negatives before a later onset too', () => {
    const rows = stationRows(station, T)
    expect(trainableAt(rows, 30)).toBe(true)
    expect(trainableAt(rows, 41)).toBe(false)
  })

  it('window (`--rows window`): not the negatives with an hour over T in +7 … +12, which the scoring credits', () => {
    const rows = stationRows(station, T, 'window')
    // Hour 40 is +7 … +12 from hours 28-33: left out; hour 27 (+13) and the positives are kept.
    for (const hour of [28, 30, 33]) expect(trainableAt(rows, hour), `hour ${hour}`).toBe(false)
    for (const hour of [27, 34, 36]) expect(trainableAt(rows, hour), `hour ${hour}`).toBe(true)
  })
})
