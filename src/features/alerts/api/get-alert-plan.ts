import { alertPlanResponseSchema, type AlertPlanResponse } from '../../../domain/contracts/alert-plan'
import type { Coordinates } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery } from '../../../lib/coordinates'

/** GET /api/user/alert-plan: the member's watched place at `coords` and what the alert job will do about it (decision 201). */
export function getAlertPlan(coords: Coordinates, signal?: AbortSignal): Promise<AlertPlanResponse> {
  return apiGet('/api/user/alert-plan', { schema: alertPlanResponseSchema, query: coordinatesQuery(coords), signal })
}
