import { z } from 'zod'
import { OBSERVATION_NETWORKS } from '../../src/domain/observations/types'
import { SMS_COUNTRY_CODES } from '../../src/domain/sms/countries'

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

/** The secret behind sign-in code hashes in local mode when none is configured; never on a deploy. */
const LOCAL_SIGN_IN_CODE_SECRET = 'airahead-local-only-sign-in-code-secret'

/**
 * A variable a deploy needs is missing or wrong. Functions answer 503 `not_configured`
 * naming the variables (netlify/server/http.ts), never fall back to a local default.
 */
export class ConfigurationError extends Error {
  constructor(readonly problems: string) {
    super(`Invalid server configuration: ${problems}`)
    this.name = 'ConfigurationError'
  }
}

/** Truthy words for flags set by hand: "1", "true", "yes". */
const flag = optionalText.pipe(
  z
    .enum(['1', 'true', 'yes', '0', 'false', 'no'], { error: 'use 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true' || v === 'yes'),
)

/** "300,2500,5000" → upstream calls per minute, hour and UTC day (decision 120). */
const readBudget = z
  .string()
  .trim()
  .regex(/^\d+\s*,\s*\d+\s*,\s*\d+$/, 'use three whole numbers: calls per minute, per hour and per day, e.g. 300,2500,5000')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.tuple([z.number().int().min(1), z.number().int().min(1), z.number().int().min(1)], { error: 'each budget must be at least 1' }))
  .transform(([perMinute, perHour, perDay]) => ({ perMinute, perHour, perDay }))

/** "openaq, sensor-community" → ['openaq', 'sensor-community'] (docs/decisions/160-observation-networks-on-a-deploy.md). */
const observationNetworks = z
  .string()
  .transform((s) => [...new Set(s.split(',').map((n) => n.trim().toLowerCase()).filter((n) => n !== ''))])
  .pipe(z.array(z.enum(OBSERVATION_NETWORKS, { error: `use any of ${OBSERVATION_NETWORKS.join(', ')}` })))

const envSchema = z
  .object({
    /**
     * Local mode (docs/decisions/100-local-mode-is-opt-in.md): outboxes, /api/dev/*, demo
     * payments, simulated data and fixed development secrets. Only local commands set it
     * (`npm start`, `npm run dev`, the test harness); a Netlify deploy never has it, and
     * Netlify gives functions no CONTEXT to tell, so everything else is treated as a deploy.
     */
    AIRAHEAD_LOCAL: flag,
    /** Set by Netlify on every deploy (with URL and SITE_NAME): local mode is refused where it is. */
    SITE_ID: optionalText,
    /**
     * Open-Meteo's keyless tier is for non-commercial use only: a deploy on it must say so
     * explicitly (OPEN_METEO_NON_COMMERCIAL=1) or bring OPEN_METEO_API_KEY.
     */
    OPEN_METEO_NON_COMMERCIAL: flag,
    AIR_QUALITY_PROVIDER: z.enum(['open-meteo', 'openweathermap', 'simulated']).default('open-meteo'),
    OPEN_METEO_BASE_URL: z.url().optional(),
    OPEN_METEO_API_KEY: optionalText,
    OPENWEATHERMAP_BASE_URL: z.url().optional(),
    OPENWEATHERMAP_API_KEY: optionalText,
    /** Another Open-Meteo weather host for the map's wind (tests point it at a local fake). */
    OPEN_METEO_WEATHER_BASE_URL: optionalUrl,
    /** NASA FIRMS MAP_KEY for the map's fire layer; unset: the layer is off (simulated fires in local mode). */
    FIRMS_MAP_KEY: optionalText,
    /** Another FIRMS host (tests point it at a local fake). */
    FIRMS_BASE_URL: optionalUrl,
    /** Upstream calls the public air-quality reads may make per minute, hour and UTC day; unset: half the provider's free tier. */
    AIR_QUALITY_READ_BUDGET: optionalText.pipe(readBudget.optional()),
    /** The alert job's calls to the air-quality provider (counted per location), decision 246; unset: the other half of the free tier. */
    AIR_QUALITY_JOB_BUDGET: optionalText.pipe(readBudget.optional()),
    /**
     * Measured-air networks (issue 14): unset means simulated stations in local mode and, on a
     * deploy, every network whose key is set plus keyless Sensor.Community. A listed network
     * without its key is off on a deploy (decision 160). The *_BASE_URL variables point tests at fakes.
     */
    OBSERVATIONS: optionalText.pipe(observationNetworks.optional()),
    OPENAQ_API_KEY: optionalText,
    OPENAQ_BASE_URL: optionalUrl,
    AIRNOW_API_KEY: optionalText,
    AIRNOW_BASE_URL: optionalUrl,
    PURPLEAIR_API_KEY: optionalText,
    PURPLEAIR_BASE_URL: optionalUrl,
    SENSOR_COMMUNITY_BASE_URL: optionalUrl,
    /**
     * Location search and naming: built-in city list (no network), Open-Meteo (cities), Photon
     * (addresses) or both (`worldwide`). Unset: `worldwide` on a deploy, the list in local mode (decision 178).
     */
    GEOCODER: optionalText.pipe(z.enum(['gazetteer', 'open-meteo', 'photon', 'worldwide']).optional()),
    /** Another Open-Meteo geocoding host (tests point it at a local fake). */
    OPEN_METEO_GEOCODING_BASE_URL: optionalUrl,
    /** A self-hosted Photon (no shared request budget then), or a local fake in tests. */
    PHOTON_BASE_URL: optionalUrl,
    /** The site's address, set by Netlify; geocoders see it in our User-Agent. */
    URL: optionalText,
    /** Milliseconds an upstream call (air quality, Stripe, Twilio) may take before it counts as failed. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),

    /** HMAC key of stored sign-in codes; required outside local mode. */
    SIGN_IN_CODE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Countries a sign-in code may be texted to; default: the list of src/domain/sms/countries.ts (decision 171). */
    SMS_ALLOWED_COUNTRIES: optionalText.pipe(countryList.optional()).transform((c) => c ?? [...SMS_COUNTRY_CODES]),
    TWILIO_ACCOUNT_SID: optionalText.pipe(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits').optional()),
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText.pipe(z.string().regex(/^\+[1-9]\d{1,14}$/, 'must be an E.164 number, e.g. +15017122661').optional()),
    TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must look like MG followed by 32 hex digits').optional()),
    /** Another Twilio API origin (tests point it at a local fake). */
    TWILIO_API_BASE: optionalUrl,
    /**
     * Texts per second the alert job hands to Twilio: the account's configured throughput for
     * TWILIO_FROM or the Messaging Service (a US long code 1, toll-free 3 or more, a short code
     * or a pool of numbers 100 or more; decisions 126, 233).
     */
    SMS_SENDS_PER_SECOND: z.coerce.number().positive().max(1000).default(1),
    /** Texts in flight at once, all within that rate; unset: enough for it (decision 233). */
    SMS_SENDERS: optionalText.pipe(
      z.string().regex(/^\d+$/, 'use a whole number, 1 to 64').transform(Number).pipe(z.number().int().min(1).max(64)).optional(),
    ),

    /** Shared secret the alert job's scheduled function shows its background shards; required outside local mode. */
    ALERT_JOB_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),

    /**
     * Web Push (decision 265): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
     * prints them) and the contact push services see; required on a deploy, a fixed local pair
     * in local mode.
     */
    VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional()),
    VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional()),
    VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL').optional()),

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
    if ((env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)) {
      missing(env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY', 'Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY')
    }
    if (env.AIRAHEAD_LOCAL) {
      if (env.SITE_ID) missing('AIRAHEAD_LOCAL', 'local mode is for local commands only, and SITE_ID says this is a Netlify deploy')
    } else {
      // Closed by default: a deploy has every secret its adapters need, or it does not run.
      const deploy = (name: string, why: string) => missing(name, `a deploy needs ${name} (${why})`)
      if (!env.SIGN_IN_CODE_SECRET) deploy('SIGN_IN_CODE_SECRET', '32+ random characters: the key of stored sign-in codes')
      if (!env.ALERT_JOB_SECRET) deploy('ALERT_JOB_SECRET', '32+ random characters: the alert job shows it to its background shards')
      if (!twilioConfigured) deploy('TWILIO_ACCOUNT_SID', 'with TWILIO_AUTH_TOKEN and TWILIO_FROM: sign-in codes and alerts are texted')
      if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) deploy('VAPID_PUBLIC_KEY', 'with VAPID_PRIVATE_KEY, from `npx web-push generate-vapid-keys`: free push alerts are signed with them')
      if (!env.VAPID_SUBJECT) deploy('VAPID_SUBJECT', 'a mailto: address or https:// URL push services can reach the sender at')
      if (!stripeConfigured) deploy('STRIPE_SECRET_KEY', 'with STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: Premium is sold through Stripe')
      if (env.OBSERVATIONS?.includes('simulated')) {
        missing('OBSERVATIONS', 'simulated stations are for local mode only: list openaq, airnow, sensor-community or purpleair')
      }
      if (env.AIR_QUALITY_PROVIDER === 'simulated') {
        missing('AIR_QUALITY_PROVIDER', 'simulated data is for local mode only: choose open-meteo or openweathermap')
      }
      if (env.AIR_QUALITY_PROVIDER === 'open-meteo' && !env.OPEN_METEO_API_KEY && !env.OPEN_METEO_NON_COMMERCIAL) {
        missing('OPEN_METEO_API_KEY', "a deploy needs OPEN_METEO_API_KEY, or OPEN_METEO_NON_COMMERCIAL=1 where the use is non-commercial (Open-Meteo's keyless tier)")
      }
    }
    if (env.SMTP_URL && !env.EMAIL_FROM) missing('EMAIL_FROM', 'SMTP_URL needs EMAIL_FROM (the sender address)')
  })

export type ServerEnv = z.infer<typeof envSchema>

let cached: ServerEnv | undefined

/**
 * The server's configuration, parsed once per cold start. A real adapter selected
 * without its secret is a startup error, never a silent fallback (decision 100).
 */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
  }
  cached = parsed.data
  return cached
}

/**
 * Local mode: a local command asked for it (AIRAHEAD_LOCAL). Only here may an outbox
 * (SMS, e-mail) be read over HTTP, premium be granted without payment, or a development
 * secret stand in for a configured one: on any deploy, even a preview, the outbox would
 * hand anyone every sign-in code.
 */
export function isLocalMode(env: ServerEnv): boolean {
  return env.AIRAHEAD_LOCAL
}

/** The HMAC key of sign-in codes: the configured one, or in local mode a fixed development key. */
export function signInCodeSecret(env: ServerEnv): string {
  if (env.SIGN_IN_CODE_SECRET) return env.SIGN_IN_CODE_SECRET
  if (isLocalMode(env)) return LOCAL_SIGN_IN_CODE_SECRET
  throw new ConfigurationError('SIGN_IN_CODE_SECRET: a deploy needs SIGN_IN_CODE_SECRET')
}

/** Tests change process.env between cases; this makes the next call parse it again. */
export function resetServerEnv(): void {
  cached = undefined
}
