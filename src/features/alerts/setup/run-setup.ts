import type { AlertSettingsUpdate, AlertSettingsView, MonitoredPlace, PlaceInput, Sensitivity } from '../../../domain/contracts/alerts'

/** What the setup screen asks for, as chosen when 'Agree and turn on alerts' is pressed. */
export interface SetupChoices {
  /** Who the alerts are for: the app's one health profile, as an alert sensitivity. */
  sensitivity: Sensitivity
  /** 'Watch where I am now': the device's position as a place, or null when unticked (or unknown). */
  watchHere: PlaceInput | null
  /** Places already on the account that stay watched; the others are removed. */
  keepPlaceIds: readonly string[]
  /** The member's clock (the device's zone unless one is saved); null leaves the saved value (decision 205). */
  timeZone: string | null
}

export interface SetupCalls {
  places: () => Promise<MonitoredPlace[]>
  addPlace: (place: PlaceInput) => Promise<MonitoredPlace>
  removePlace: (id: string) => Promise<void>
  updateSettings: (update: AlertSettingsUpdate) => Promise<AlertSettingsView>
  giveConsent: (textVersion: string) => Promise<AlertSettingsView>
}

export interface SetupResult {
  settings: AlertSettingsView
  /** Places the alerts watch now; 0 means alerts are on but nothing will be texted. */
  watched: number
}

/**
 * The setup after payment (issue 15, item 1), in the order that never leaves alerts on
 * with a place missing: the places first, then the profile (with its level and the member's time zone), then the consent, which is
 * what switches alerts on (or the switch alone when consent to the current terms is on record).
 */
export async function runSetup(
  choices: SetupChoices,
  settings: AlertSettingsView,
  calls: SetupCalls,
  isSamePlace: (a: PlaceInput, b: MonitoredPlace) => boolean,
): Promise<SetupResult> {
  const existing = await calls.places()
  const removed = existing.filter((place) => !choices.keepPlaceIds.includes(place.id))
  for (const place of removed) await calls.removePlace(place.id)
  const kept = existing.filter((place) => choices.keepPlaceIds.includes(place.id))
  const here = choices.watchHere
  const added = here && !kept.some((place) => isSamePlace(here, place)) ? [await calls.addPlace(here)] : []

  // The level the chosen profile gets (its default), not one left from before (decision 205).
  const profiled = await calls.updateSettings({
    sensitivity: choices.sensitivity,
    threshold: null,
    ...(choices.timeZone === null ? {} : { timeZone: choices.timeZone }),
  })
  const consented = settings.consent?.textVersion === settings.consentText.version
  const view = consented ? profiled : await calls.giveConsent(settings.consentText.version)
  const on = view.alertsEnabled ? view : await calls.updateSettings({ alertsEnabled: true })
  return { settings: on, watched: kept.length + added.length }
}
