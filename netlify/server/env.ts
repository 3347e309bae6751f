import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional()

const envSchema = z
  .object({
    /** Netlify sets CONTEXT to production on the production deploy. */
    CONTEXT: optionalText,
    AIR_QUALITY_PROVIDER: z.enum(['open-meteo', 'openweathermap', 'simulated']).default('open-meteo'),
    OPEN_METEO_BASE_URL: z.url().optional(),
    OPEN_METEO_API_KEY: optionalText,
    OPENWEATHERMAP_BASE_URL: z.url().optional(),
    OPENWEATHERMAP_API_KEY: optionalText,
    /** Milliseconds an upstream call may take before it counts as failed. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  })
  .superRefine((env, ctx) => {
    if (env.AIR_QUALITY_PROVIDER === 'openweathermap' && !env.OPENWEATHERMAP_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENWEATHERMAP_API_KEY'],
        message: 'AIR_QUALITY_PROVIDER=openweathermap needs OPENWEATHERMAP_API_KEY',
      })
    }
  })

export type ServerEnv = z.infer<typeof envSchema>

let cached: ServerEnv | undefined

/**
 * The server's configuration, parsed once per cold start. A real adapter selected
 * without its secret is a startup error, never a silent fallback (DESIGN.md).
 */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid server configuration: ${problems}`)
  }
  cached = parsed.data
  return cached
}

/** Tests change process.env between cases; this makes the next call parse it again. */
export function resetServerEnv(): void {
  cached = undefined
}
