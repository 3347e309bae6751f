import * as z from 'zod/mini'
import { saying } from '../i18n/ambient'

/**
 * The SMS alert API (docs/product.md §Alerts, docs/alerts.md). Read by the app (zod/mini keeps its
 * bundle small) and enforced by the functions.
 */

/** This contract's messages, in the reader's language (decision 285). */
const ALERT_CONTRACT_MESSAGES = {
  level: /*i18n*/ { id: 'validation.threshold.level', message: 'A level threshold is between 2 (Fair) and 5 (Very Poor)' },
  usAqi: /*i18n*/ { id: 'validation.threshold.usAqi', message: 'A US AQI threshold is a whole number from 51 to 500' },
  pm25: /*i18n*/ { id: 'validation.threshold.pm25', message: 'A PM2.5 threshold is between 5 and 500 µg/m³' },
  ukDaqi: /*i18n*/ { id: 'validation.threshold.ukDaqi', message: 'A UK DAQI threshold is a whole number from 4 to 10' },
  eaqi: /*i18n*/ { id: 'validation.threshold.eaqi', message: 'A European AQI threshold is a level from 2 (Fair) to 6 (Extremely poor)' },
  zoneLength: /*i18n*/ { id: 'validation.timeZone.tooLong', message: 'A time zone name is at most 64 characters' },
  zoneUnknown: /*i18n*/ { id: 'validation.timeZone.unknown', message: 'Choose a time zone from the list, e.g. America/New_York' },
  clock: /*i18n*/ { id: 'validation.quietHours.clock', message: 'Times are written HH:MM, from 00:00 to 23:59' },
  quietSame: /*i18n*/ { id: 'validation.quietHours.same', message: 'Quiet hours must start and end at different times' },
  dailyCap: /*i18n*/ { id: 'validation.dailyCap', message: 'The daily limit is 1 to 10 texts' },
  placeName: /*i18n*/ { id: 'validation.place.name', message: 'Give the place a name' },
  placeNameLength: /*i18n*/ { id: 'validation.place.nameTooLong', message: 'A place name is at most 60 characters' },
  placeNameControl: /*i18n*/ { id: 'validation.place.nameControl', message: 'A place name cannot contain control characters' },
  latitude: /*i18n*/ { id: 'validation.place.latitude', message: 'latitude must be a number between -90 and 90' },
  longitude: /*i18n*/ { id: 'validation.place.longitude', message: 'longitude must be a number between -180 and 180' },
  testPhone: /*i18n*/ { id: 'validation.testAlert.phone', message: 'Please enter your phone number to receive SMS alerts.' },
}

/** What an alert threshold is measured in: AirAhead's 1-5 index, US AQI, PM2.5 µg/m³, or an official index (UK DAQI, European AQI). */
export const thresholdSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('level'),
    value: z.int().check(z.minimum(2, saying(ALERT_CONTRACT_MESSAGES.level)), z.maximum(5, saying(ALERT_CONTRACT_MESSAGES.level))),
  }),
  z.object({
    kind: z.literal('us_aqi'),
    value: z.int().check(z.minimum(51, saying(ALERT_CONTRACT_MESSAGES.usAqi)), z.maximum(500, saying(ALERT_CONTRACT_MESSAGES.usAqi))),
  }),
  z.object({
    kind: z.literal('pm25'),
    value: z.number().check(z.minimum(5, saying(ALERT_CONTRACT_MESSAGES.pm25)), z.maximum(500, saying(ALERT_CONTRACT_MESSAGES.pm25))),
  }),
  // An official index (decision 275): DEFRA's DAQI from 4 (Moderate, where its advice for
  // at-risk people begins) to 10, the EEA's EAQI from 2 (Fair) to 6 (Extremely poor).
  z.object({
    kind: z.literal('uk_daqi'),
    value: z.int().check(z.minimum(4, saying(ALERT_CONTRACT_MESSAGES.ukDaqi)), z.maximum(10, saying(ALERT_CONTRACT_MESSAGES.ukDaqi))),
  }),
  z.object({
    kind: z.literal('eaqi'),
    value: z.int().check(z.minimum(2, saying(ALERT_CONTRACT_MESSAGES.eaqi)), z.maximum(6, saying(ALERT_CONTRACT_MESSAGES.eaqi))),
  }),
])
export type Threshold = z.infer<typeof thresholdSchema>

/** Who the alerts are for; a sensitive profile lowers the default threshold one step. */
export const SENSITIVITY_PROFILES = ['general', 'child', 'older_adult', 'heart_lung'] as const
export const sensitivitySchema = z.enum(SENSITIVITY_PROFILES)
export type Sensitivity = z.infer<typeof sensitivitySchema>

/** True when the runtime knows `name` as an IANA zone (kept here, not imported, so the contract stays small in the app bundle). */
function knownTimeZone(name: string): boolean {
  try {
    return name !== '' && new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone !== ''
  } catch {
    return false
  }
}

/** An IANA zone the runtime knows ("America/New_York", "Asia/Kathmandu"). */
export const memberTimeZone = z.string().check(
  z.maxLength(64, saying(ALERT_CONTRACT_MESSAGES.zoneLength)),
  z.refine(knownTimeZone, saying(ALERT_CONTRACT_MESSAGES.zoneUnknown)),
)

const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, saying(ALERT_CONTRACT_MESSAGES.clock)))

/** Quiet hours on the member's own clock (`timeZone`, decision 200); null means none. */
export const quietHoursSchema = z.nullable(
  z.object({ start: clockTime, end: clockTime }).check(
    z.refine((q) => q.start !== q.end, saying(ALERT_CONTRACT_MESSAGES.quietSame)),
  ),
)
export type QuietHours = z.infer<typeof quietHoursSchema>

export const alertPreferencesSchema = z.object({
  /** null: the profile's default (Poor, or Moderate for a sensitive profile). */
  threshold: z.nullable(thresholdSchema),
  sensitivity: sensitivitySchema,
  quietHours: quietHoursSchema,
  /**
   * All-clears and updates per day (the member's local day), across all places. Warnings and
   * their escalations are never held back by it, but count towards it (decision 200).
   */
  dailyCap: z.int().check(z.minimum(1, saying(ALERT_CONTRACT_MESSAGES.dailyCap)), z.maximum(10, saying(ALERT_CONTRACT_MESSAGES.dailyCap))),
  /** Also text when an episode is over (below the threshold for 3 hours). */
  allClear: z.boolean(),
  /**
   * The member's own IANA time zone (taken from the device at setup, changeable in /alerts):
   * quiet hours, the daily cap's day and every time in a text are read in it (decision 200).
   * null: not known yet, so each place's own zone is used, as before.
   */
  timeZone: z.nullable(memberTimeZone),
})
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  threshold: null,
  sensitivity: 'general',
  quietHours: { start: '22:00', end: '07:00' },
  dailyCap: 3,
  allClear: true,
  timeZone: null,
}

/** PUT /api/user/alert-settings: any subset of the preferences, and the switch. */
export const alertSettingsUpdateSchema = z.strictObject({
  alertsEnabled: z.optional(z.boolean()),
  threshold: z.optional(z.nullable(thresholdSchema)),
  sensitivity: z.optional(sensitivitySchema),
  quietHours: z.optional(quietHoursSchema),
  dailyCap: z.optional(alertPreferencesSchema.shape.dailyCap),
  allClear: z.optional(z.boolean()),
  timeZone: z.optional(z.nullable(memberTimeZone)),
})
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>

/** GET and PUT /api/user/alert-settings answer with the whole picture. */
export const alertSettingsViewSchema = z.object({
  alertsEnabled: z.boolean(),
  preferences: alertPreferencesSchema,
  /** The threshold in force (the preference, or the profile's default). */
  effectiveThreshold: thresholdSchema,
  phoneNumber: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  isPremium: z.boolean(),
  /** STOP received from the phone: no texts until START. */
  optedOut: z.boolean(),
  consent: z.nullable(z.object({ textVersion: z.string(), givenAt: z.string() })),
  /** The consent text the user must accept (its version is sent back with the acceptance). */
  consentText: z.object({ version: z.string(), text: z.string() }),
  /** Texts go out by SMS (`sms`) or only to the local outbox (`outbox`, local mode). */
  delivery: z.enum(['sms', 'outbox']),
})
export type AlertSettingsView = z.infer<typeof alertSettingsViewSchema>

// The alert plan (GET /api/user/alert-plan) has its own file, ./alert-plan.ts: only members'
// lazily loaded code reads it, so the dashboard's first load does not carry it (decision 207).
export type { AlertPlan, AlertPlanResponse } from './alert-plan'

/** POST /api/user/alert-consent: the version of the disclosure the user accepted. */
export const alertConsentRequestSchema = z.strictObject({ textVersion: z.string().check(z.minLength(1), z.maxLength(40)) })

/** One line of text: a place name goes into SMS texts, and Postgres cannot store NUL at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/

/** A monitored place (up to 10 per premium user). */
export const placeInputSchema = z.strictObject({
  name: z.string().check(
    z.trim(),
    z.minLength(1, saying(ALERT_CONTRACT_MESSAGES.placeName)),
    z.maxLength(60, saying(ALERT_CONTRACT_MESSAGES.placeNameLength)),
    z.regex(SINGLE_LINE, saying(ALERT_CONTRACT_MESSAGES.placeNameControl)),
  ),
  lat: z.number().check(z.minimum(-90, saying(ALERT_CONTRACT_MESSAGES.latitude)), z.maximum(90, saying(ALERT_CONTRACT_MESSAGES.latitude))),
  lon: z.number().check(z.minimum(-180, saying(ALERT_CONTRACT_MESSAGES.longitude)), z.maximum(180, saying(ALERT_CONTRACT_MESSAGES.longitude))),
})
export type PlaceInput = z.infer<typeof placeInputSchema>

export const MAX_MONITORED_PLACES = 10

export const monitoredPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  createdAt: z.string(),
  /** Stations pinned for the place, used first (decision 198); absent in answers kept offline from older versions. */
  pinnedStationIds: z.optional(z.array(z.string())),
  /** Stations never used for the place (decision 198). */
  excludedStationIds: z.optional(z.array(z.string())),
})
export type MonitoredPlace = z.infer<typeof monitoredPlaceSchema>

export const placesResponseSchema = z.object({ locations: z.array(monitoredPlaceSchema) })
export const placeResponseSchema = z.object({ location: monitoredPlaceSchema })

/**
 * GET /api/demo/alerts: the caller's alert log in the "Alert" shape of docs/product.md §Data, newest
 * first. alertType: poor, very_poor, all_clear or test. status: pending, sent, delivered,
 * failed (the page shows pending yellow, sent/delivered green, anything else red).
 */
export const alertLogEntrySchema = z.object({
  id: z.string(),
  alertType: z.enum(['poor', 'very_poor', 'all_clear', 'test']),
  message: z.string(),
  placeName: z.nullable(z.string()),
  scheduledFor: z.string(),
  status: z.enum(['pending', 'sent', 'delivered', 'failed']),
  sentAt: z.nullable(z.string()),
})
export const alertLogSchema = z.array(alertLogEntrySchema)
export type AlertLogEntry = z.infer<typeof alertLogEntrySchema>

/** POST /api/demo/test-alert (docs/product.md §API): {phoneNumber, message}; only to the caller's own verified phone. */
export const testAlertRequestSchema = z.object({
  phoneNumber: z.string().check(z.trim(), z.minLength(1, saying(ALERT_CONTRACT_MESSAGES.testPhone)), z.maxLength(40)),
  message: z.optional(z.string().check(z.maxLength(300))),
})
export const testAlertResponseSchema = z.object({
  success: z.boolean(),
  delivery: z.enum(['sms', 'outbox']),
  to: z.string(),
  message: z.string(),
})
export type TestAlertResponse = z.infer<typeof testAlertResponseSchema>

/** Test texts per user per day. */
export const TEST_ALERTS_PER_DAY = 3
