import { afterEach, beforeEach, expect, vi } from 'vitest'

// ARCHITECTURE.md, Conventions: any console.error fails a test — an error nobody asserted is a bug.
let spy: { mock: { calls: unknown[][] }; mockRestore: () => void }

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})

afterEach(() => {
  const calls = spy.mock.calls.map((args: unknown[]) => args.map(String).join(' '))
  spy.mockRestore()
  expect(calls, 'console.error was called').toEqual([])
})
