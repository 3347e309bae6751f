import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api'
import { testAlertButtonLabel, testAlertFailureToast, testAlertSuccessToast } from './test-alert-toasts'

describe('testAlertButtonLabel', () => {
  it.each([
    [false, 'outbox', 'Test SMS Alert'],
    [false, 'sms', 'Test SMS Alert'],
    [true, 'outbox', 'Sending Demo SMS...'],
    [true, 'sms', 'Sending test SMS...'],
  ] as const)('pending %s in %s mode: %s', (pending, delivery, label) => {
    expect(testAlertButtonLabel(pending, delivery)).toBe(label)
  })
})

describe('testAlertSuccessToast', () => {
  it('uses the docs/product.md §Messages demo text only in outbox mode', () => {
    expect(testAlertSuccessToast({ success: true, delivery: 'outbox', to: '+12025550143', message: 'x' })).toEqual({
      title: 'Demo SMS Test Success',
      description: 'Demo alert sent to +12025550143. In production, real SMS would be sent via an SMS provider.',
    })
    expect(testAlertSuccessToast({ success: true, delivery: 'sms', to: '+12025550143', message: 'x' })).toEqual({
      title: 'Test SMS sent',
      description: 'We texted +12025550143.',
    })
  })
})

describe('testAlertFailureToast', () => {
  const limited = new ApiError(429, '429: …', { error: 'rate_limited', message: 'You can send 3 test texts a day. Try again tomorrow.' })

  it("shows the server's sentence (a 429's limit) under the mode's title", () => {
    expect(testAlertFailureToast(limited, 'outbox')).toEqual({
      title: 'Demo SMS Test',
      description: 'You can send 3 test texts a day. Try again tomorrow.',
      variant: 'destructive',
    })
    expect(testAlertFailureToast(limited, 'sms').title).toBe('Test SMS not sent')
  })

  it('falls back to the docs/product.md §Messages demo sentence in outbox mode, and a plain one with real SMS', () => {
    const bare = new ApiError(502, '502: Bad Gateway', null)
    expect(testAlertFailureToast(bare, 'outbox').description).toBe(
      'This demonstrates SMS alert functionality. In production, real alerts would be sent via an SMS provider.',
    )
    expect(testAlertFailureToast(bare, 'sms').description).toBe('The test text could not be sent. Please try again in a minute.')
  })

  it('says when the server could not be reached', () => {
    expect(testAlertFailureToast(new TypeError('Failed to fetch'), 'sms').description).toBe('Could not reach the server. Check your connection.')
  })
})
