import { describe, expect, it } from 'vitest'
import { alertDot, alertTime, statusLabel, statusTone } from './alert-log-view'

describe('statusTone and statusLabel', () => {
  it.each([
    ['sent', 'ok', 'Sent'],
    ['delivered', 'ok', 'Delivered'],
    ['pending', 'warn', 'Pending'],
    ['failed', 'danger', 'Failed'],
  ] as const)('%s is %s, shown as %s', (status, tone, label) => {
    expect(statusTone(status)).toBe(tone)
    expect(statusLabel(status)).toBe(label)
  })
})

describe('alertDot', () => {
  it.each([
    ['poor', 'orange'],
    ['very_poor', 'red'],
    ['all_clear', 'green'],
    ['test', 'grey'],
  ] as const)('%s → %s, with words for screen readers', (type, tone) => {
    const dot = alertDot(type)
    expect(dot.tone).toBe(tone)
    expect(dot.label.length).toBeGreaterThan(0)
  })

  it('issue 24 item 6: a threshold text (which may say "Moderate now") is not labelled "Poor air"', () => {
    expect(alertDot('poor').label).toBe('Warning at your threshold')
    expect(alertDot('poor').label).not.toMatch(/poor/i)
    expect(alertDot('very_poor').label).toBe('Very Poor air')
  })
})

describe('alertTime', () => {
  it('is the sending time once sent, else the planned time', () => {
    expect(alertTime({ sentAt: '2026-11-21T14:00:00Z', scheduledFor: '2026-11-21T13:58:00Z' })).toBe('2026-11-21T14:00:00Z')
    expect(alertTime({ sentAt: null, scheduledFor: '2026-11-21T13:58:00Z' })).toBe('2026-11-21T13:58:00Z')
  })
})
