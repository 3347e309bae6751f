import { i18n, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LinguiContext } from '@lingui/react'
import { useContext } from 'react'
import { setTranslationSource } from '../domain/i18n/ambient'
import { appLocaleSchema, english, localeFromLanguages, type AppLocale, type Translate } from '../domain/i18n/locales'
import { parseStoredValue, writeStoredValue } from './stored-value'

/** The language a person chose on this device (Settings); absent: the device's languages decide. */
export const LOCALE_KEY = 'airahead.locale.v1'

/**
 * Each language's catalog, compiled from its PO file by Lingui's Vite plugin and loaded on
 * demand. English, the source, has none to load: every message carries its English, compiled
 * into the code at build time (decision 280).
 */
const CATALOGS: Readonly<Record<AppLocale, () => Promise<{ messages: Messages }>>> = {
  en: async () => ({ messages: {} }),
  es: () => import('../locales/es/messages.po'),
}

function storedLocale(): AppLocale | null {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(LOCALE_KEY)
  } catch {
    // No storage: the device's languages decide.
  }
  return parseStoredValue(raw, appLocaleSchema, null)
}

/** The chosen language, else the first of the device's languages AirAhead speaks, else English. */
export function initialLocale(): AppLocale {
  return storedLocale() ?? localeFromLanguages(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
}

/**
 * The locale dates, numbers and amounts are written in: the device's own variant of the app's
 * language ("en-GB" writes "28 Nov 2026", as decision 181's clock does), else the language itself.
 */
export function formatLocale(): string {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
  return languages.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === i18n.locale) ?? i18n.locale
}

/** The page's title and description, as index.html writes them in English. */
const PAGE_TITLE = msg`AirAhead — air quality where you stand`
const PAGE_DESCRIPTION = msg`AirAhead shows the air quality where you stand — AQI, pollutants, a 24-hour strip, forecast and health advice — and texts you about 2 hours before the air turns bad.`

/** Loads `locale`'s catalog and makes it the app's language, on the page too (`<html lang>`, its title and description). */
export async function activateLocale(locale: AppLocale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await CATALOGS[locale]()
    i18n.loadAndActivate({ locale, messages })
  }
  document.documentElement.lang = locale
  document.title = i18n._(PAGE_TITLE)
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n._(PAGE_DESCRIPTION))
}

/**
 * Saves the language as the signed-in person's, for their texts, pushes and e-mails
 * (decision 283). Best effort: offline or refused, the choice on this device stands, and the
 * next sign-in saves the app's language anyway. Loaded on demand, off the first load.
 */
async function saveAccountLocale(locale: AppLocale): Promise<void> {
  try {
    const [{ apiPost }, { userLocaleResponseSchema }] = await Promise.all([import('./api-post'), import('../domain/contracts/auth')])
    await apiPost('/api/user/locale', { method: 'PUT', schema: userLocaleResponseSchema, body: { locale } })
  } catch {
    // Offline or refused: nothing to undo.
  }
}

/** Chooses the app's language on this device (Settings) and switches to it at once. */
export async function chooseLocale(locale: AppLocale): Promise<void> {
  writeStoredValue(LOCALE_KEY, locale)
  await activateLocale(locale)
  void saveAccountLocale(locale)
}

/**
 * The `Translate` a component passes to src/domain's wording (`levelText(index, t)`, decision
 * 284): the I18nProvider's, so the component re-renders in a newly chosen language; outside a
 * provider (a test rendering one component) the app's i18n, English unless activated.
 */
/** The app's translator outside components (called at render, in the language active then). */
export const appTranslate: Translate = (descriptor) => i18n._(descriptor)

// A contract's messages (zod's, made while a form's value is parsed) are in the active language
// too (decision 285): src/domain's ambient translator reads the app's i18n, whichever locale
// `activateLocale` made active (English before any is).
setTranslationSource(() => (i18n.locale ? appTranslate : english))

export function useTranslate(): Translate {
  const context = useContext(LinguiContext)
  return context ? context._ : (descriptor) => i18n._(descriptor)
}

export { i18n }
