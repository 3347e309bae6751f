import * as z from 'zod/mini'

/**
 * GET /api/health: `mode` is `local` when a local command asked for local mode (outboxes,
 * demo payments, development secrets), else `deploy`; `localMode` says the same as a flag.
 */
export const healthSchema = z.object({ ok: z.boolean(), mode: z.enum(['local', 'deploy']), localMode: z.boolean() })
export type Health = z.infer<typeof healthSchema>
