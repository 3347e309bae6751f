import { say } from '../../../src/domain/i18n/ambient'
import { problem } from '../http'
import { tooManyRequests } from '../rate-limit'
import type { BudgetRefusal } from './forecast-store'

/** "in 42 seconds", "in 3 minutes", "in 2 hours": when a refused caller may try again. */
function inAbout(seconds: number): string {
  if (seconds < 120) return say(IN_ABOUT.seconds, { count: seconds })
  if (seconds < 7200) return say(IN_ABOUT.minutes, { count: Math.ceil(seconds / 60) })
  return say(IN_ABOUT.hours, { count: Math.ceil(seconds / 3600) })
}

const IN_ABOUT = {
  seconds: /*i18n*/ { id: 'problem.wait.inSeconds', message: 'in {count} seconds' },
  minutes: /*i18n*/ { id: 'problem.wait.inMinutes', message: 'in {count} minutes' },
  hours: /*i18n*/ { id: 'problem.wait.inHours', message: 'in {count} hours' },
}

/**
 * A cache miss the read budgets refused (decision 120): 429 when this client used its own
 * budget, 503 when everyone's is spent. Both with Retry-After; places already looked up
 * recently keep loading either way, since cache hits cost no budget.
 */
export function budgetProblem(refusal: BudgetRefusal): Response {
  const retry = refusal.retryAfterSeconds
  if (refusal.scope === 'client') {
    return tooManyRequests(
      retry,
      /*i18n*/ { id: 'problem.airQuality.clientBudget', message: 'Too many new places were looked up from your network in the last hour. Places looked up recently still load; new ones again {when}.', values: { when: inAbout(retry) } },
    )
  }
  return problem(
    503,
    'air_quality_budget_exhausted',
    /*i18n*/ { id: 'problem.airQuality.budgetExhausted', message: 'AirAhead has used its air-quality data allowance for now. Places looked up recently still load; new ones again {when}.', values: { when: inAbout(retry) } },
    { 'retry-after': String(retry) },
  )
}
