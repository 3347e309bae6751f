import { describe, expect, it } from 'vitest'
import { errorDetails } from './error-details'

describe('errorDetails', () => {
  it('shows an error’s stack, which carries its message', () => {
    const error = new Error('boom')
    expect(errorDetails(error)).toContain('boom')
    expect(errorDetails(error)).toContain('error-details.test')
  })

  it('adds the message to stacks that lack it', () => {
    const error = new Error('boom')
    error.stack = 'at somewhere'
    expect(errorDetails(error)).toBe('boom\nat somewhere')
  })

  it('shows strings and other values as text', () => {
    expect(errorDetails('plain')).toBe('plain')
    expect(errorDetails({ status: 500 })).toBe('{\n  "status": 500\n}')
    expect(errorDetails(undefined)).toBe('undefined')
  })
})
