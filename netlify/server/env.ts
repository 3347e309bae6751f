import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional()

/** Like `z.url().optional()`, but an empty value (as in .env.example) means "not set". */
const optionalUrl = optionalText.pipe(z.url().optional())

/** "US, ca ,GB" → ['US', 'CA', 'GB'] (ISO 3166-1 alpha-2). */
const countryList = z
  .string()
  .trim()
  .transform((s) => s.split(',').map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'use two-letter country codes, e.g. US,CA,GB')).min(1))

/** The secret behind sign-in code hashes when none is configured (local mode only). */
export const LOCAL_SIGN_IN_CODE_SECRET = 'airahead-local-only-sign-in-code-secret'

const envSchema = z
  .object({
    /** Netlify sets CONTEXT to production on the production deploy. */
    CONTEXT: optionalText,
    AIR_QUALITY_PROVIDER: z.enum(['open-meteo', 'openweathermap', 'simulated']).default('open-meteo'),
    OPEN_METEO_BASE_URL: z.url().optional(),
    OPEN_METEO_API_KEY: optionalText,
    OPENWEATHERMAP_BASE_URL: z.url().optional(),
    OPENWEATHERMAP_API_KEY: optionalText,
    /** Location search: built-in city list (no network), Open-Meteo (cities) or Photon (addresses). */
    GEOCODER: z.enum(['gazetteer', 'open-meteo', 'photon']).default('gazetteer'),
    /** Another Open-Meteo geocoding host (tests point it at a local fake). */
    OPEN_METEO_GEOCODING_BASE_URL: optionalUrl,
    /** A self-hosted Photon (no shared request budget then), or a local fake in tests. */
    PHOTON_BASE_URL: optionalUrl,
    /** The site's address, set by Netlify; geocoders see it in our User-Agent. */
    URL: optionalText,
    /** Milliseconds an upstream call (air quality, Stripe, Twilio) may take before it counts as failed. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),

    /** HMAC key of stored sign-in codes; required in production. */
    SIGN_IN_CODE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Countries a sign-in code may be texted to. */
    SMS_ALLOWED_COUNTRIES: optionalText.pipe(countryList.optional()).transform((c) => c ?? ['US', 'CA', 'GB']),
    TWILIO_ACCOUNT_SID: optionalText.pipe(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits').optional()),
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText.pipe(z.string().regex(/^\+[1-9]\d{1,14}$/, 'must be an E.164 number, e.g. +15017122661').optional()),
    TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must look like MG followed by 32 hex digits').optional()),
    /** Another Twilio API origin (tests point it at a local fake). */
    TWILIO_API_BASE: optionalUrl,

    /** Shared secret the alert job's scheduled function shows its background shards; derived from SIGN_IN_CODE_SECRET when unset. */
    ALERT_JOB_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),

    STRIPE_SECRET_KEY: optionalText,
    /** The $5/month recurring price Checkout sells. */
    STRIPE_PRICE_ID: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API origin, e.g. http://127.0.0.1:4010 (tests point it at a local fake). */
    STRIPE_API_BASE: optionalUrl,

    /** SMTP server of the e-mail port, e.g. smtps://user:password@smtp.example.com:465; unset: the e-mail outbox. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
    /** Sender of every e-mail, `address` or `Name <address>`; required with SMTP_URL. */
    EMAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an address or Name <address>')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (env.AIR_QUALITY_PROVIDER === 'openweathermap' && !env.OPENWEATHERMAP_API_KEY) {
      missing('OPENWEATHERMAP_API_KEY', 'AIR_QUALITY_PROVIDER=openweathermap needs OPENWEATHERMAP_API_KEY')
    }
    // A real adapter is configured as soon as any of its variables is set; then all of
    // its secrets must be there, in every context (never a silent fallback to local mode).
    const twilioConfigured = Boolean(
      env.TWILIO_ACCOUNT_SID || env.TWILIO_AUTH_TOKEN || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID,
    )
    if (twilioConfigured) {
      if (!env.TWILIO_ACCOUNT_SID) missing('TWILIO_ACCOUNT_SID', 'Twilio is configured without TWILIO_ACCOUNT_SID')
      if (!env.TWILIO_AUTH_TOKEN) missing('TWILIO_AUTH_TOKEN', 'Twilio is configured without TWILIO_AUTH_TOKEN')
      if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
        missing('TWILIO_FROM', 'Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID')
      }
    }
    const stripeConfigured = Boolean(env.STRIPE_SECRET_KEY || env.STRIPE_PRICE_ID || env.STRIPE_WEBHOOK_SECRET)
    if (stripeConfigured) {
      if (!env.STRIPE_SECRET_KEY) missing('STRIPE_SECRET_KEY', 'Stripe is configured without STRIPE_SECRET_KEY')
      if (!env.STRIPE_PRICE_ID) missing('STRIPE_PRICE_ID', 'Stripe needs STRIPE_PRICE_ID (the $5/month price)')
      if (!env.STRIPE_WEBHOOK_SECRET) missing('STRIPE_WEBHOOK_SECRET', 'Stripe needs STRIPE_WEBHOOK_SECRET to verify webhooks')
    }
    if (env.CONTEXT === 'production' && !env.SIGN_IN_CODE_SECRET) {
      missing('SIGN_IN_CODE_SECRET', 'production needs SIGN_IN_CODE_SECRET (32+ random characters)')
    }
    if (env.SMTP_URL && !env.EMAIL_FROM) missing('EMAIL_FROM', 'SMTP_URL needs EMAIL_FROM (the sender address)')
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

/**
 * Local mode: not running on a Netlify deploy (CONTEXT unset, or `dev` under the
 * Netlify CLI). Only here may an outbox (SMS, e-mail) be read over HTTP: on any
 * deploy, even a preview, it would hand anyone every sign-in code.
 */
export function isLocalMode(env: ServerEnv): boolean {
  return env.CONTEXT === undefined || env.CONTEXT === 'dev'
}

/** Tests change process.env between cases; this makes the next call parse it again. */
export function resetServerEnv(): void {
  cached = undefined
}
