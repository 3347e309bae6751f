import { msg, plural } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  type AlertPreferences,
  type Sensitivity,
  type Threshold,
} from '../../domain/contracts/alerts'
import { levelNameMessage } from '../../domain/aqi/levels'
import { officialIndexWords } from '../../domain/alerts/threshold'
import { i18n } from '../../lib/i18n'

/** What the threshold radio group can say: the profile's default, or one of the contract's kinds. */
export type ThresholdChoice = 'default' | Threshold['kind']

/** The settings form as the inputs hold it: text for numbers and times, so half-typed values survive. */
export interface PreferencesDraft {
  threshold: ThresholdChoice
  /** "2"-"5": the 1-5 level. */
  level: string
  usAqi: string
  /** µg/m³ */
  pm25: string
  /** "4"-"10": DEFRA's DAQI (decision 275). */
  ukDaqi: string
  /** "2"-"6": the EEA's European AQI level (decision 275). */
  eaqi: string
  sensitivity: Sensitivity
  quietHours: boolean
  /** "HH:MM", on the member's clock (`timeZone`). */
  quietStart: string
  quietEnd: string
  dailyCap: string
  allClear: boolean
  /** The member's IANA zone; null: not known yet (decision 200). */
  timeZone: string | null
}

/** Inputs that can carry an error message; `form` is for anything that belongs to no single input. */
export type DraftField = 'level' | 'usAqi' | 'pm25' | 'ukDaqi' | 'eaqi' | 'quietHours' | 'quietStart' | 'quietEnd' | 'dailyCap' | 'form'
export type DraftErrors = Partial<Record<DraftField, string>>

export type DraftResult = { ok: true; preferences: AlertPreferences } | { ok: false; errors: DraftErrors }

const FIELD_OF_KIND = { level: 'level', us_aqi: 'usAqi', pm25: 'pm25', uk_daqi: 'ukDaqi', eaqi: 'eaqi' } as const satisfies Record<Threshold['kind'], DraftField>

/**
 * What an input offers when its kind is picked for the first time (the thresholds of docs/product.md
 * §Alerts; for an official index, its own warning level: DAQI 7 "High", EAQI 4 "Poor").
 */
const EXAMPLES = { level: '4', usAqi: '151', pm25: '55.5', ukDaqi: '7', eaqi: '4' } as const

/** Worded as the dashboard's health profiles: it is the same setting (issue 15). */
export const SENSITIVITY_LABELS: Record<Sensitivity, MessageDescriptor> = {
  general: msg`General public`,
  child: msg`Children`,
  older_adult: msg`Older adults`,
  heart_lung: msg`People with asthma or heart disease`,
}

/** The form's starting point: the saved preferences, with examples in the inputs not in use. */
export function draftFromPreferences(preferences: AlertPreferences): PreferencesDraft {
  const { threshold, quietHours } = preferences
  const defaults = DEFAULT_ALERT_PREFERENCES.quietHours
  return {
    threshold: threshold?.kind ?? 'default',
    level: threshold?.kind === 'level' ? String(threshold.value) : EXAMPLES.level,
    usAqi: threshold?.kind === 'us_aqi' ? String(threshold.value) : EXAMPLES.usAqi,
    pm25: threshold?.kind === 'pm25' ? String(threshold.value) : EXAMPLES.pm25,
    ukDaqi: threshold?.kind === 'uk_daqi' ? String(threshold.value) : EXAMPLES.ukDaqi,
    eaqi: threshold?.kind === 'eaqi' ? String(threshold.value) : EXAMPLES.eaqi,
    sensitivity: preferences.sensitivity,
    quietHours: quietHours !== null,
    quietStart: quietHours?.start ?? defaults?.start ?? '22:00',
    quietEnd: quietHours?.end ?? defaults?.end ?? '07:00',
    dailyCap: String(preferences.dailyCap),
    allClear: preferences.allClear,
    timeZone: preferences.timeZone,
  }
}

/**
 * The preferences the form describes, checked by the same zod contract the server uses, or
 * one readable message per input that is wrong.
 */
export function preferencesFromDraft(draft: PreferencesDraft): DraftResult {
  const errors: DraftErrors = {}
  const numberIn = (field: DraftField, text: string): number => {
    const trimmed = text.trim()
    const value = trimmed === '' ? Number.NaN : Number(trimmed)
    if (!Number.isFinite(value)) errors[field] = i18n._(msg`Enter a number.`)
    return value
  }
  const threshold =
    draft.threshold === 'default'
      ? null
      : { kind: draft.threshold, value: numberIn(FIELD_OF_KIND[draft.threshold], draft[FIELD_OF_KIND[draft.threshold]]) }
  const candidate = {
    threshold,
    sensitivity: draft.sensitivity,
    quietHours: draft.quietHours ? { start: draft.quietStart, end: draft.quietEnd } : null,
    dailyCap: numberIn('dailyCap', draft.dailyCap),
    allClear: draft.allClear,
    timeZone: draft.timeZone,
  }
  const parsed = alertPreferencesSchema.safeParse(candidate)
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, preferences: parsed.data }
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldOf(issue.path, draft.threshold)
    errors[field] ??= issue.code === 'invalid_type' ? i18n._(msg`Enter a whole number.`) : issue.message
  }
  return { ok: false, errors }
}

function fieldOf(path: readonly PropertyKey[], choice: ThresholdChoice): DraftField {
  const [first, second] = path
  if (first === 'threshold' && choice !== 'default') return FIELD_OF_KIND[choice]
  if (first === 'quietHours') return second === 'start' ? 'quietStart' : second === 'end' ? 'quietEnd' : 'quietHours'
  if (first === 'dailyCap') return 'dailyCap'
  return 'form'
}

/** A threshold in words: "Poor (level 4)", "US AQI 151", "PM2.5 55.5 µg/m³", "UK DAQI 7 (High)". */
export function describeThreshold(threshold: Threshold): string {
  const value = threshold.value
  switch (threshold.kind) {
    case 'level': {
      const name = i18n._(levelNameMessage(value))
      return i18n._(msg({ message: `${name} (level ${value})`, comment: "An alert level's name and its number on the 1-5 scale, e.g. 'Poor (level 4)'" }))
    }
    case 'us_aqi':
      return i18n._(msg`US AQI ${value}`)
    case 'pm25':
      return i18n._(msg`PM2.5 ${value} µg/m³`)
    case 'uk_daqi':
    case 'eaqi':
      return officialIndexWords(threshold.kind, value, (descriptor) => i18n._(descriptor))
  }
}

/**
 * What the daily limit holds back (decision 200): all-clears and updates, never a warning or
 * its escalation. "Up to 3 all-clears and updates a day, across all your places — warnings always come."
 */
export function dailyLimitHint(dailyCap: string): string {
  const cap = Number(dailyCap.trim())
  const known = Number.isInteger(cap) && cap >= 1 && cap <= 10
  if (!known) return i18n._(msg`1 to 10 all-clears and updates a day, across all your places — warnings always come.`)
  return i18n._(
    msg`${plural(cap, { one: 'Up to # all-clear or update', other: 'Up to # all-clears and updates' })} a day, across all your places — warnings always come.`,
  )
}
