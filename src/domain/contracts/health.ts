import * as z from 'zod/mini'

/** GET /api/health. */
export const healthSchema = z.object({ ok: z.boolean(), localMode: z.boolean() })
export type Health = z.infer<typeof healthSchema>
