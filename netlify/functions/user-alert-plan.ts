import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { alertPlan } from '../server/alerts/plan-endpoint'

/** GET /api/user/alert-plan?lat=&lon=: what the alert job will do about the member's place there (decision 201). */
export default handler(alertPlan)

export const config: Config = { path: '/api/user/alert-plan' }
