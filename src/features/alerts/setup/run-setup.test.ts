import { describe, expect, it } from 'vitest'
import { type AlertSettingsView, type MonitoredPlace, type PlaceInput } from '../../../domain/contracts/alerts'
import { alertSettingsView, HOME_PLACE, WORK_PLACE } from '../../../../tests/support/account-fixtures'
import { runSetup, type SetupCalls } from './run-setup'

const VIEW = alertSettingsView({ consentText: { version: 'v2', text: 'AirAhead alerts…' } })
const HOME = HOME_PLACE
const WORK = WORK_PLACE

/** An account held in memory, recording every call in order. */
function fakeAccount(places: MonitoredPlace[], view: AlertSettingsView) {
  const log: string[] = []
  let state = { ...view }
  let list = [...places]
  const calls: SetupCalls = {
    places: async () => list,
    addPlace: async (place: PlaceInput) => {
      log.push(`add ${place.name}`)
      const added = { ...place, id: `p${list.length + 10}`, createdAt: 'now' }
      list = [...list, added]
      return added
    },
    removePlace: async (id) => {
      log.push(`remove ${id}`)
      list = list.filter((p) => p.id !== id)
    },
    updateSettings: async (update) => {
      log.push(`settings ${JSON.stringify(update)}`)
      state = {
        ...state,
        alertsEnabled: update.alertsEnabled ?? state.alertsEnabled,
        preferences: { ...state.preferences, sensitivity: update.sensitivity ?? state.preferences.sensitivity },
      }
      return state
    },
    giveConsent: async (version) => {
      log.push(`consent ${version}`)
      state = { ...state, alertsEnabled: true, consent: { textVersion: version, givenAt: 'now' } }
      return state
    },
  }
  return { calls, log, places: () => list }
}
const near = (a: PlaceInput, b: MonitoredPlace) => Math.abs(a.lat - b.lat) < 0.005 && Math.abs(a.lon - b.lon) < 0.005

describe('runSetup', () => {
  it('watches here, keeps the saved places, sets the profile, and consents last (which turns alerts on)', async () => {
    const account = fakeAccount([HOME], VIEW)
    const here = { name: 'Where I was', lat: 40.71, lon: -74.01 }
    const result = await runSetup({ sensitivity: 'child', watchHere: here, keepPlaceIds: ['p1'], timeZone: 'America/New_York' }, VIEW, account.calls, near)
    expect(account.log).toEqual(['add Where I was', 'settings {"sensitivity":"child","threshold":null,"timeZone":"America/New_York"}', 'consent v2'])
    expect(result.watched).toBe(2)
    expect(result.settings.alertsEnabled).toBe(true)
    expect(result.settings.preferences.sensitivity).toBe('child')
  })

  it('does not add a second place where one is already watched, and removes the unticked ones', async () => {
    const account = fakeAccount([HOME, WORK], VIEW)
    const result = await runSetup({ sensitivity: 'general', watchHere: { name: 'Here', lat: 41.8801, lon: -87.6301 }, keepPlaceIds: ['p1'], timeZone: null }, VIEW, account.calls, near)
    expect(account.log).toEqual(['remove p2', 'settings {"sensitivity":"general","threshold":null}', 'consent v2'])
    expect(account.places().map((p) => p.name)).toEqual(['Home'])
    expect(result.watched).toBe(1)
  })

  it('switches alerts on without asking again when the current terms were agreed, and reports nothing watched', async () => {
    const consented = { ...VIEW, consent: { textVersion: 'v2', givenAt: 'earlier' } }
    const account = fakeAccount([], consented)
    const result = await runSetup({ sensitivity: 'heart_lung', watchHere: null, keepPlaceIds: [], timeZone: null }, consented, account.calls, near)
    expect(account.log).toEqual(['settings {"sensitivity":"heart_lung","threshold":null}', 'settings {"alertsEnabled":true}'])
    expect(result).toMatchObject({ watched: 0, settings: { alertsEnabled: true } })
  })

  it('asks for consent again when the terms changed since it was given', async () => {
    const stale = { ...VIEW, consent: { textVersion: 'v1', givenAt: 'earlier' } }
    const account = fakeAccount([], stale)
    await runSetup({ sensitivity: 'general', watchHere: null, keepPlaceIds: [], timeZone: null }, stale, account.calls, near)
    expect(account.log).toContain('consent v2')
  })
})
