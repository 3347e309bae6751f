import { query } from '../db'

/** Upstream calls allowed per fixed window. */
export interface CallBudget {
  perMinute: number
  perHour: number
  perDay: number
}

export type CallWindow = 'minute' | 'hour' | 'day'

export type CallDecision =
  | { allowed: true }
  | { allowed: false; window: CallWindow; limit: number; retryAfterSeconds: number }

interface Window {
  name: CallWindow
  key: string
  limit: number
  /** Unix seconds. */
  endsAt: number
}

const LENGTH_SECONDS: Record<CallWindow, number> = { minute: 60, hour: 3600, day: 86_400 }

/** The fixed windows holding `now` (unix seconds); days are UTC days, as the providers count them. */
function windowsAt(scope: string, budget: CallBudget, now: number): Window[] {
  const limits: Record<CallWindow, number> = { minute: budget.perMinute, hour: budget.perHour, day: budget.perDay }
  return (['minute', 'hour', 'day'] as const).map((name) => {
    const start = Math.floor(now / LENGTH_SECONDS[name]) * LENGTH_SECONDS[name]
    return { name, key: `${scope}:${name}:${start}`, limit: limits[name], endsAt: start + LENGTH_SECONDS[name] }
  })
}

/**
 * Counts `calls` upstream calls (one unless said) of `scope` (e.g. the provider's id) in this
 * minute, hour and UTC day, unless one of them has no room for them all: then nothing is
 * counted and the answer says which, and when it ends. One counter row per window, shared by every function instance; the
 * increment is conditional in the row's lock, so racing callers never pass the limit. A
 * refused call gives back what the same statement counted in the other windows. Windows
 * that ended are deleted, a few per call.
 */
export async function takeUpstreamCall(scope: string, budget: CallBudget, now: number, calls = 1): Promise<CallDecision> {
  const windows = windowsAt(scope, budget, now)
  const counted = await query<{ window_key: string }>(
    `WITH ended AS (
       DELETE FROM upstream_call_windows
        WHERE window_key IN (SELECT window_key FROM upstream_call_windows WHERE ends_at < to_timestamp($4) LIMIT 10)
     )
     INSERT INTO upstream_call_windows (window_key, calls, max_calls, ends_at)
     SELECT w.key, $5::int, w.max_calls, to_timestamp(w.ends_at)
       FROM unnest($1::text[], $2::int[], $3::float8[]) AS w(key, max_calls, ends_at)
      WHERE $5::int <= w.max_calls
     ON CONFLICT (window_key) DO UPDATE SET calls = upstream_call_windows.calls + EXCLUDED.calls
      WHERE upstream_call_windows.calls + EXCLUDED.calls <= EXCLUDED.max_calls
     RETURNING window_key`,
    [windows.map((w) => w.key), windows.map((w) => w.limit), windows.map((w) => w.endsAt), now, calls],
  )
  const countedKeys = new Set(counted.map((r) => r.window_key))
  const full = windows.filter((w) => !countedKeys.has(w.key))
  if (full.length === 0) return { allowed: true }
  if (countedKeys.size > 0) {
    await query(`UPDATE upstream_call_windows SET calls = calls - $2 WHERE window_key = ANY($1::text[])`, [[...countedKeys], calls])
  }
  // The window that stays full longest decides when to come back; where two end together
  // (the last hour of a UTC day), the longer one is named: it is the budget that ran out.
  const last = full.reduce((a, b) => (b.endsAt >= a.endsAt ? b : a))
  return { allowed: false, window: last.name, limit: last.limit, retryAfterSeconds: Math.max(1, last.endsAt - now) }
}

/**
 * Gives back `calls` that `takeUpstreamCall` counted for `scope` at `now`, when what they paid
 * for did not happen (a client's share taken, then the global share refused).
 */
export async function returnUpstreamCalls(scope: string, now: number, calls = 1): Promise<void> {
  const keys = windowsAt(scope, { perMinute: 0, perHour: 0, perDay: 0 }, now).map((w) => w.key)
  await query(`UPDATE upstream_call_windows SET calls = GREATEST(0, calls - $2) WHERE window_key = ANY($1::text[])`, [keys, calls])
}
