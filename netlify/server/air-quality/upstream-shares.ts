import { networkRateLimitKey } from '../client-ip'
import { returnUpstreamCalls, takeUpstreamCall, type CallBudget, type CallWindow } from './upstream-calls'

/**
 * Whom an upstream call is for (decision 234): the alert job, which draws on a share the
 * public cannot spend, or a person's request, which draws on its client's share and on the
 * public share everyone has together. `ip` is null for a public caller that is no one's
 * request (the screenshots page): it takes from the public share only.
 */
export type UpstreamCaller = { kind: 'job' } | { kind: 'public'; ip: string | null }

export const JOB_CALLER: UpstreamCaller = { kind: 'job' }
export const publicCaller = (ip: string | null): UpstreamCaller => ({ kind: 'public', ip })

/** `fraction` of each of `budget`'s windows, rounded down but never below `least` (decision 234). */
export function shareOf(budget: CallBudget, fraction: number, least = 1): CallBudget {
  const part = (n: number) => Math.max(least, Math.floor(n * fraction))
  return { perMinute: part(budget.perMinute), perHour: part(budget.perHour), perDay: part(budget.perDay) }
}

/** `budget` less `share`, window by window: what is left for the others. */
export function restOf(budget: CallBudget, share: CallBudget): CallBudget {
  return {
    perMinute: Math.max(0, budget.perMinute - share.perMinute),
    perHour: Math.max(0, budget.perHour - share.perHour),
    perDay: Math.max(0, budget.perDay - share.perDay),
  }
}

/** A public share of one upstream (`scope`), and what one client of it may spend. */
export interface PublicShare {
  scope: string
  budget: CallBudget
  perClient: CallBudget
}

export type ShareAdmission =
  | { allowed: true }
  | { allowed: false; scope: 'client' | 'global'; window: CallWindow; limit: number; retryAfterSeconds: number }

/**
 * Takes `calls` upstream calls from `share` for the client at `ip`: from the client's own
 * windows first (a client over them spends nothing of everyone's, and is the only one
 * refused), then from the public windows; when those refuse, the client's are given back, so
 * a refusal for everyone costs no client its share. `now` in unix seconds.
 */
export async function admitPublicCalls(share: PublicShare, ip: string | null, now: number, calls = 1): Promise<ShareAdmission> {
  const clientScope = ip === null ? null : `${share.scope}:client:${networkRateLimitKey(ip)}`
  if (clientScope !== null) {
    const own = await takeUpstreamCall(clientScope, share.perClient, now, calls)
    if (!own.allowed) return { ...own, scope: 'client' }
  }
  const global = await takeUpstreamCall(share.scope, share.budget, now, calls)
  if (global.allowed) return global
  if (clientScope !== null) await returnUpstreamCalls(clientScope, now, calls)
  return { ...global, scope: 'global' }
}
