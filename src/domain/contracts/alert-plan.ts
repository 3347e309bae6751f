import * as z from 'zod/mini'

/**
 * What the alert job will do about one watched place, as the job's own decision run for now
 * and the coming cycles on the current forecast (decision 201). Times are ISO 8601.
 * - will_text: the first warning the job will send (`at`, a cycle time), about `hourAt`.
 * - texted: this episode's warning went out at `at` (and nothing more is due now).
 * - nothing_expected: no hour reaches the threshold in the forecast, known until `until`.
 * - not_texting: the job texts nobody about this place for this member; `message` says why.
 */
export const alertPlanSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('will_text'),
    at: z.string(),
    hourAt: z.string(),
    kind: z.enum(['advance', 'escalation']),
    /** The text goes before the member's quiet hours begin, about an onset in or just after them. */
    beforeQuietHours: z.boolean(),
  }),
  /** `at` null: the warning was sent before the job kept its time (older episodes). */
  z.object({ status: z.literal('texted'), at: z.nullable(z.string()), hourAt: z.nullable(z.string()) }),
  z.object({ status: z.literal('nothing_expected'), until: z.string() }),
  z.object({
    status: z.literal('not_texting'),
    reason: z.enum(['alerts_off', 'opted_out', 'no_phone', 'no_consent', 'not_premium', 'no_forecast']),
    message: z.string(),
  }),
])
export type AlertPlan = z.infer<typeof alertPlanSchema>

/**
 * GET /api/user/alert-plan?lat=&lon=: for a signed-in member, the watched place in that
 * position's grid cell (the nearest, if several) and the job's plan for it; `watched: false`
 * when none is (decision 201). `timeZone` is the zone the plan's times are meant to be read in.
 */
export const alertPlanResponseSchema = z.discriminatedUnion('watched', [
  z.object({ watched: z.literal(false) }),
  z.object({
    watched: z.literal(true),
    placeId: z.string(),
    placeName: z.string(),
    timeZone: z.string(),
    plan: alertPlanSchema,
  }),
])
export type AlertPlanResponse = z.infer<typeof alertPlanResponseSchema>
