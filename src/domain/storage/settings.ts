import type { ConcentrationUnit } from '../aqi/units'
import { isRecord, oneOf } from './repair'

/**
 * The groups health advice is written for (the keys of `HealthAdvice` in aqi/levels.ts);
 * the dashboard's health profile is one of these.
 */
export const SENSITIVITY_PROFILES = ['general', 'children', 'olderAdults', 'respiratory'] as const
export type SensitivityProfile = (typeof SENSITIVITY_PROFILES)[number]

/** Units gas concentrations can be shown in; particulate matter is always µg/m³. */
export const CONCENTRATION_UNITS: readonly ConcentrationUnit[] = ['ug/m3', 'ppb', 'ppm']

export const SETTINGS_VERSION = 1

export interface Settings {
  version: typeof SETTINGS_VERSION
  sensitivity: SensitivityProfile
  concentrationUnit: ConcentrationUnit
}

export const DEFAULT_SETTINGS: Settings = { version: SETTINGS_VERSION, sensitivity: 'general', concentrationUnit: 'ug/m3' }

/** Repairs stored settings field by field: an unknown or invalid value becomes its default. */
export function restoreSettings(value: unknown): Settings {
  const record = isRecord(value) ? value : {}
  return {
    version: SETTINGS_VERSION,
    sensitivity: oneOf(record.sensitivity, SENSITIVITY_PROFILES) ?? DEFAULT_SETTINGS.sensitivity,
    concentrationUnit: oneOf(record.concentrationUnit, CONCENTRATION_UNITS) ?? DEFAULT_SETTINGS.concentrationUnit,
  }
}
