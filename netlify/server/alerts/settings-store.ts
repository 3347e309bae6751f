import {
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
  type AlertSettingsView,
  type Threshold,
} from '../../../src/domain/contracts/alerts'
import { effectiveThreshold } from '../../../src/domain/alerts'
import { query } from '../db'
import type { Tx } from '../data/transaction'
import type { Translate } from '../../../src/domain/i18n/locales'
import { CONSENT_TEXT, consentText } from './consent-text'

export interface PreferenceRow {
  threshold_kind: Threshold['kind'] | null
  threshold_value: string | null
  sensitivity: AlertPreferences['sensitivity'] | null
  quiet_start: string | null
  quiet_end: string | null
  daily_cap: number | null
  all_clear: boolean | null
  /** Absent in rows read by queries that do not select it: not known. */
  time_zone?: string | null
}

/** A stored row (or none: the defaults) as preferences. */
export function preferencesFromRow(row: PreferenceRow | undefined): AlertPreferences {
  if (!row || row.sensitivity === null) return DEFAULT_ALERT_PREFERENCES
  const threshold: Threshold | null =
    row.threshold_kind === null || row.threshold_value === null
      ? null
      : ({ kind: row.threshold_kind, value: Number(row.threshold_value) } as Threshold)
  return {
    threshold,
    sensitivity: row.sensitivity,
    quietHours: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
    dailyCap: row.daily_cap ?? DEFAULT_ALERT_PREFERENCES.dailyCap,
    allClear: row.all_clear ?? DEFAULT_ALERT_PREFERENCES.allClear,
    timeZone: row.time_zone ?? null,
  }
}

interface AccountRow extends PreferenceRow {
  phone_e164: string | null
  alerts_enabled: boolean
  opted_out: boolean
  consent_version: string | null
  consent_at: Date | null
}

export interface AlertAccount {
  phone: string | null
  alertsEnabled: boolean
  preferences: AlertPreferences
  optedOut: boolean
  /** The newest consent given for the current phone number. */
  consent: { textVersion: string; givenAt: string } | null
}

/** A user's alert settings, opt-out and consent; null when the user does not exist. */
export async function loadAlertAccount(userId: string, db: Pick<Tx, 'query'> = { query }): Promise<AlertAccount | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT u.phone_e164, u.alerts_enabled,
            s.threshold_kind, s.threshold_value, s.sensitivity, s.quiet_start, s.quiet_end, s.daily_cap, s.all_clear, s.time_zone,
            (o.phone_e164 IS NOT NULL) AS opted_out,
            c.text_version AS consent_version, c.given_at AS consent_at
       FROM users u
       LEFT JOIN alert_settings s ON s.user_id = u.id
       LEFT JOIN sms_opt_outs o ON o.phone_e164 = u.phone_e164
       LEFT JOIN LATERAL (
         SELECT text_version, given_at FROM sms_consents
          WHERE user_id = u.id AND phone_e164 = u.phone_e164
          ORDER BY given_at DESC LIMIT 1
       ) c ON true
      WHERE u.id = $1`,
    [userId],
  )
  if (!row) return null
  return {
    phone: row.phone_e164,
    alertsEnabled: row.alerts_enabled,
    preferences: preferencesFromRow(row),
    optedOut: row.opted_out,
    consent: row.consent_version && row.consent_at ? { textVersion: row.consent_version, givenAt: row.consent_at.toISOString() } : null,
  }
}

/** The GET/PUT /api/user/alert-settings body; the consent text in the reader's words with `t`. */
export function alertSettingsView(account: AlertAccount, isPremium: boolean, delivery: AlertSettingsView['delivery'], t: Translate): AlertSettingsView {
  return {
    alertsEnabled: account.alertsEnabled,
    preferences: account.preferences,
    effectiveThreshold: effectiveThreshold(account.preferences),
    phoneNumber: account.phone,
    phoneVerified: account.phone !== null,
    isPremium,
    optedOut: account.optedOut,
    consent: account.consent,
    consentText: { version: CONSENT_TEXT.version, text: consentText(t) },
    delivery,
  }
}

/** Stores the whole preference set (one row per user). */
export async function savePreferences(tx: Tx, userId: string, p: AlertPreferences): Promise<void> {
  await tx.query(
    `INSERT INTO alert_settings (user_id, threshold_kind, threshold_value, sensitivity, quiet_start, quiet_end, daily_cap, all_clear, time_zone, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     ON CONFLICT (user_id) DO UPDATE SET
       threshold_kind = EXCLUDED.threshold_kind, threshold_value = EXCLUDED.threshold_value,
       sensitivity = EXCLUDED.sensitivity, quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end,
       daily_cap = EXCLUDED.daily_cap, all_clear = EXCLUDED.all_clear, time_zone = EXCLUDED.time_zone, updated_at = now()`,
    [
      userId,
      p.threshold?.kind ?? null,
      p.threshold?.value ?? null,
      p.sensitivity,
      p.quietHours?.start ?? null,
      p.quietHours?.end ?? null,
      p.dailyCap,
      p.allClear,
      p.timeZone,
    ],
  )
}

export async function setAlertsEnabled(tx: Tx, userId: string, enabled: boolean): Promise<void> {
  await tx.query(`UPDATE users SET alerts_enabled = $2 WHERE id = $1`, [userId, enabled])
}

/** Stores the evidence of an opt-in: the exact text (in the language it was shown in: `text`), its version, when, IP and browser. */
export async function recordConsent(
  tx: Tx,
  consent: { userId: string; phone: string; ip: string; userAgent: string | null; text?: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO sms_consents (user_id, phone_e164, text_version, text_body, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [consent.userId, consent.phone, CONSENT_TEXT.version, consent.text ?? CONSENT_TEXT.text, consent.ip, consent.userAgent?.slice(0, 400) ?? null],
  )
}
