// Issue 21 item 7, decisions 200 and 202: with the product's defaults (quiet hours 22:00-07:00,
// 3 texts a day) and the true future as the forecast, the job's decision warns every episode
// 2 h ahead, or the evening before one whose onset falls in the night, once, and never falsely.
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_PREFERENCES, type Threshold } from '../../src/domain/contracts/alerts'
import { scoreReplay } from '../../scripts/replay/score'
import { replay } from '../../scripts/replay/simulate'
import type { Series } from '../../scripts/replay/series-file'

const HOUR = 3600
const PM25: Threshold = { kind: 'pm25', value: 55.5 }
const START = Date.UTC(2026, 0, 1) / 1000

/** A month of hours in Delhi (UTC+5:30): smog episodes of 2-9 h starting at every hour of the day, some 4-5 h apart across a night. */
function smogMonth(): Series {
  let state = 7
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
  const poor = new Set<number>()
  for (let onset = START + 20 * HOUR; onset < START + 29 * 24 * HOUR;) {
    const hours = 2 + Math.floor(random() * 8)
    for (let h = 0; h < hours; h++) poor.add(onset + h * HOUR)
    // A gap of 4-5 h (two episodes in one evening and night) or of 11-40 h.
    onset += (hours + (random() < 0.3 ? 4 + Math.floor(random() * 2) : 11 + Math.floor(random() * 30))) * HOUR
  }
  const hours = Array.from({ length: 30 * 24 }, (_, i) => {
    const time = START + i * HOUR
    return { time, value: poor.has(time) ? 90 : 20 }
  })
  return { id: 'smog_month', metadata: { pollutant: 'pm2_5', unit: 'ug/m3', timeZone: 'Asia/Kolkata', station: 'Test' }, hours }
}

describe('replay with the defaults and the true future (oracle)', () => {
  const series = smogMonth()
  const run = (quiet: boolean, cap: boolean) =>
    replay(series, {
      threshold: PM25, forecast: 'oracle', sensitivity: 'general',
      quietHours: quiet ? DEFAULT_ALERT_PREFERENCES.quietHours : null,
      dailyCap: cap ? DEFAULT_ALERT_PREFERENCES.dailyCap : Number.POSITIVE_INFINITY,
    })

  it.each([['quiet off, cap off', false, false], ['the defaults: quiet 22:00-07:00, 3 a day', true, true]])(
    '%s: every episode warned in time, once, no false alarm',
    (_name, quiet, cap) => {
      const texts = run(quiet, cap)
      const score = scoreReplay(texts, series, PM25)
      expect(score.episodes).toBeGreaterThan(25)
      expect(score).toMatchObject({ warned: score.episodes, late: 0, missed: 0, falseAlarms: 0, maxAdvancePerEpisode: 1 })
    },
  )

  it('with the defaults, no text but a Very Poor one falls in quiet hours, and night onsets were warned the evening before', () => {
    const texts = run(true, true).texts
    const localMinute = (t: number) => Math.floor((((t + 5.5 * HOUR) % 86_400) + 86_400) % 86_400 / 60)
    expect(texts.filter((t) => localMinute(t.at) >= 22 * 60 || localMinute(t.at) < 7 * 60)).toEqual([])
    expect(texts.some((t) => t.kind === 'advance' && t.text.includes('tomorrow from around'))).toBe(true)
  })
})
