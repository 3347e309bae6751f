import { expect } from 'vitest'
import { problemSchema, type Problem } from '../../../src/domain/contracts/problem'
import { FAULTS, type Fault } from '../../fakes/faults'

/** UPSTREAM_TIMEOUT_MS in the fault tests: short, so that a timeout costs a second. */
export const TIMEOUT_MS = 1000
/**
 * The longest a caller may wait for any answer while an upstream misbehaves. The SMTP
 * adapter allows a whole send twice the timeout; the rest need one timeout.
 */
export const MAX_WAIT_MS = 2 * TIMEOUT_MS + 1500

/** What the caller gets for each fault: a slow answer inside the timeout is still an answer. */
export const FAULT_OUTCOME: Record<Fault, 'served' | 'refused'> = {
  timeout: 'refused',
  'server-error': 'refused',
  'rate-limited': 'refused',
  malformed: 'refused',
  slow: 'served',
  trickle: 'refused',
}

/** `[fault, outcome]` rows for `it.each`, in FAULTS order, so the table shows in the test names. */
export const FAULT_ROWS = FAULTS.map((fault) => [fault, FAULT_OUTCOME[fault]] as const)

/** Runs `work` and says how long it took, in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

/**
 * Checks a refusal: the status (502/503/504, never 500), a JSON problem with a readable
 * message, never cached. Returns the problem.
 */
export async function expectUpstreamProblem(res: Response, expected: { status?: number; error: string; message?: RegExp | string }): Promise<Problem> {
  expect(res.status, 'an upstream failure is a 502/503/504, never a 500').toBe(expected.status ?? 502)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(expected.error)
  expect(body.message.length).toBeGreaterThan(10)
  if (expected.message !== undefined) expect(body.message).toMatch(expected.message)
  return body
}
