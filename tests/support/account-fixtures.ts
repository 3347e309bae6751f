import { DEFAULT_ALERT_PREFERENCES, type AlertSettingsView, type MonitoredPlace } from '../../src/domain/contracts/alerts'
import type { CurrentUser } from '../../src/domain/contracts/user'

/** A signed-in visitor on the free plan with a verified US number; `fields` override. */
export function currentUser(fields: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    isPremium: false,
    subscriptionStatus: null,
    phoneNumber: '+12025550143',
    phoneVerified: true,
    alertsEnabled: false,
    subscriptionActive: false,
    trialEndsAt: null,
    ...fields,
  }
}

/** A Premium member's alert settings, alerts off, default preferences, no consent yet; `fields` override. */
export function alertSettingsView(fields: Partial<AlertSettingsView> = {}): AlertSettingsView {
  return {
    alertsEnabled: false,
    preferences: DEFAULT_ALERT_PREFERENCES,
    effectiveThreshold: { kind: 'level', value: 4 },
    phoneNumber: '+12025550143',
    phoneVerified: true,
    isPremium: true,
    optedOut: false,
    consent: null,
    consentText: { version: 'v1', text: 'AirAhead alerts.' },
    delivery: 'outbox',
    ...fields,
  }
}

/** Two places a member watches, in Chicago. */
export const HOME_PLACE: MonitoredPlace = { id: 'p1', name: 'Home', lat: 41.88, lon: -87.63, createdAt: '2026-11-20T00:00:00Z' }
export const WORK_PLACE: MonitoredPlace = { id: 'p2', name: 'Work', lat: 41.9, lon: -87.7, createdAt: '2026-11-20T00:00:00Z' }
