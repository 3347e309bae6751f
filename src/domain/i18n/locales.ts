import * as z from 'zod/mini'

/*
 * The languages AirAhead speaks (decision 280). English is the source and the default; a third
 * language is an entry here, in lingui.config.ts and its catalog files.
 */
export const APP_LOCALES = ['en', 'es'] as const
export type AppLocale = (typeof APP_LOCALES)[number]
export const DEFAULT_LOCALE: AppLocale = 'en'

export const appLocaleSchema = z.enum(APP_LOCALES)

/** Each language's own name, as its speakers write it (a language menu lists it so). */
export const LOCALE_NAMES: Readonly<Record<AppLocale, string>> = { en: 'English', es: 'Español' }

/**
 * The first of the reader's languages (most preferred first, BCP 47 tags such as "es-MX") that
 * AirAhead speaks, else English: "es-419" and "es" read Spanish, "fr" then "es" too.
 */
export function localeFromLanguages(languages: readonly string[]): AppLocale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split(/[-_]/)[0]
    const found = APP_LOCALES.find((locale) => locale === language)
    if (found) return found
  }
  return DEFAULT_LOCALE
}

/**
 * A message as the catalogs hold it: an explicit id and its English (ICU MessageFormat)
 * source. Domain and server code, bundled without Lingui's macros, write these objects and
 * `lingui extract` collects them; the app and the server translate them with their I18n.
 */
export interface MessageDescriptor {
  id: string
  message?: string
  values?: Record<string, unknown>
  /** A note for translators (extracted into the catalogs). */
  comment?: string
}

/** Translates a message into the reader's language (an I18n instance's `_`, bound). */
export type Translate = (descriptor: MessageDescriptor) => string

/**
 * English without an I18n: a descriptor's message with its `{name}` arguments filled in. The
 * domain's wording functions default to it (tests, scripts, and callers that are English only);
 * domain messages use only simple arguments in English, so this is exactly what Lingui formats.
 * The app's build compiles each message into Lingui's array form (`["Hi ", ["name"]]`,
 * decision 280), which this reads too.
 */
export const english: Translate = (descriptor) => {
  const message: unknown = descriptor.message ?? descriptor.id
  const value = (name: string) => {
    const given = descriptor.values?.[name]
    return given === undefined ? `{${name}}` : String(given)
  }
  if (Array.isArray(message)) {
    return message.map((part: unknown) => (typeof part === 'string' ? part : Array.isArray(part) ? value(String(part[0])) : '')).join('')
  }
  return String(message).replace(/\{(\w+)\}/g, (_whole, name: string) => value(name))
}
