import { describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_PREFERENCES, type AlertPreferences } from '../../domain/contracts/alerts'
import { dailyLimitHint, describeThreshold, draftFromPreferences, preferencesFromDraft, type PreferencesDraft } from './preferences-draft'

const defaults = draftFromPreferences(DEFAULT_ALERT_PREFERENCES)
const draft = (changes: Partial<PreferencesDraft>): PreferencesDraft => ({ ...defaults, ...changes })

describe('draftFromPreferences', () => {
  it('starts from the contract defaults: profile default, 22:00-07:00, 3 a day, all-clear on', () => {
    expect(defaults).toEqual({
      threshold: 'default',
      level: '4',
      usAqi: '151',
      pm25: '55.5',
      ukDaqi: '7',
      eaqi: '4',
      sensitivity: 'general',
      quietHours: true,
      quietStart: '22:00',
      quietEnd: '07:00',
      dailyCap: '3',
      allClear: true,
      timeZone: null,
    })
  })

  it('puts a saved UK DAQI threshold in its own select (decision 275) and reads it back', () => {
    const saved: AlertPreferences = { ...DEFAULT_ALERT_PREFERENCES, threshold: { kind: 'uk_daqi', value: 8 } }
    const draftOfSaved = draftFromPreferences(saved)
    expect(draftOfSaved).toMatchObject({ threshold: 'uk_daqi', ukDaqi: '8', eaqi: '4' })
    expect(preferencesFromDraft(draftOfSaved)).toEqual({ ok: true, preferences: saved })
    expect(preferencesFromDraft({ ...draftOfSaved, threshold: 'eaqi', eaqi: '5' })).toMatchObject({ ok: true, preferences: { threshold: { kind: 'eaqi', value: 5 } } })
    expect(preferencesFromDraft({ ...draftOfSaved, ukDaqi: '3' })).toEqual({ ok: false, errors: { ukDaqi: 'A UK DAQI threshold is a whole number from 4 to 10' } })
    expect(describeThreshold({ kind: 'uk_daqi', value: 7 })).toBe('UK DAQI 7 (High)')
  })

  it('puts a saved threshold in its own input and keeps the examples in the others', () => {
    const saved: AlertPreferences = { ...DEFAULT_ALERT_PREFERENCES, threshold: { kind: 'pm25', value: 35 }, quietHours: null }
    expect(draftFromPreferences(saved)).toMatchObject({ threshold: 'pm25', pm25: '35', usAqi: '151', quietHours: false, quietStart: '22:00' })
  })
})

describe('preferencesFromDraft', () => {
  it.each<[string, Partial<PreferencesDraft>, AlertPreferences['threshold']]>([
    ['the profile default', {}, null],
    ['a 1-5 level', { threshold: 'level', level: '5' }, { kind: 'level', value: 5 }],
    ['a US AQI value', { threshold: 'us_aqi', usAqi: ' 151 ' }, { kind: 'us_aqi', value: 151 }],
    ['PM2.5 in µg/m³', { threshold: 'pm25', pm25: '55.5' }, { kind: 'pm25', value: 55.5 }],
  ])('round-trips %s', (_name, changes, threshold) => {
    const result = preferencesFromDraft(draft(changes))
    expect(result).toEqual({ ok: true, preferences: { ...DEFAULT_ALERT_PREFERENCES, threshold } })
    if (result.ok) expect(preferencesFromDraft(draftFromPreferences(result.preferences))).toEqual(result)
  })

  it('sends no quiet hours when they are switched off, and the other settings as chosen', () => {
    const result = preferencesFromDraft(draft({ quietHours: false, dailyCap: '10', allClear: false, sensitivity: 'heart_lung' }))
    expect(result).toEqual({
      ok: true,
      preferences: { threshold: null, sensitivity: 'heart_lung', quietHours: null, dailyCap: 10, allClear: false, timeZone: null },
    })
  })

  it.each<[string, Partial<PreferencesDraft>, Record<string, string>]>([
    ['an empty US AQI', { threshold: 'us_aqi', usAqi: '' }, { usAqi: 'Enter a number.' }],
    ['a US AQI out of range', { threshold: 'us_aqi', usAqi: '40' }, { usAqi: 'A US AQI threshold is a whole number from 51 to 500' }],
    ['a fractional US AQI', { threshold: 'us_aqi', usAqi: '151.5' }, { usAqi: 'Enter a whole number.' }],
    ['PM2.5 out of range', { threshold: 'pm25', pm25: '1000' }, { pm25: 'A PM2.5 threshold is between 5 and 500 µg/m³' }],
    ['text for PM2.5', { threshold: 'pm25', pm25: 'lots' }, { pm25: 'Enter a number.' }],
    ['a daily cap of 0', { dailyCap: '0' }, { dailyCap: 'The daily limit is 1 to 10 texts' }],
    ['a daily cap of 11', { dailyCap: '11' }, { dailyCap: 'The daily limit is 1 to 10 texts' }],
    ['an empty start time', { quietStart: '' }, { quietStart: 'Times are written HH:MM, from 00:00 to 23:59' }],
    ['equal start and end', { quietStart: '07:00', quietEnd: '07:00' }, { quietHours: 'Quiet hours must start and end at different times' }],
  ])('explains %s next to its input', (_name, changes, errors) => {
    expect(preferencesFromDraft(draft(changes))).toEqual({ ok: false, errors })
  })

  it('ignores a bad value in an input that is not chosen', () => {
    expect(preferencesFromDraft(draft({ threshold: 'level', level: '3', usAqi: 'x', pm25: '' })).ok).toBe(true)
  })

  it('ignores quiet-hour times while quiet hours are off', () => {
    expect(preferencesFromDraft(draft({ quietHours: false, quietStart: '', quietEnd: '' })).ok).toBe(true)
  })
})

describe('describeThreshold', () => {
  it.each([
    [{ kind: 'level', value: 4 } as const, 'Poor (level 4)'],
    [{ kind: 'level', value: 3 } as const, 'Moderate (level 3)'],
    [{ kind: 'us_aqi', value: 151 } as const, 'US AQI 151'],
    [{ kind: 'pm25', value: 55.5 } as const, 'PM2.5 55.5 µg/m³'],
  ])('%o → %s', (threshold, text) => expect(describeThreshold(threshold)).toBe(text))
})

describe('dailyLimitHint (decision 200)', () => {
  it.each([
    ['3', 'Up to 3 all-clears and updates a day, across all your places — warnings always come.'],
    ['1', 'Up to 1 all-clear or update a day, across all your places — warnings always come.'],
    ['12', '1 to 10 all-clears and updates a day, across all your places — warnings always come.'],
  ])('%s → %s', (cap, hint) => expect(dailyLimitHint(cap)).toBe(hint))
})
