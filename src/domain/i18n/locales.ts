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

/** A message in Lingui's compiled form: text, `[name]`, or `[name, 'plural' | 'select', forms]`. */
type Part = string | [string] | [string, string, Record<string, Part[]>]

/** Parses the ICU subset English domain messages use: `{name}`, plural and select (with `#`). */
function parseIcu(message: string): Part[] {
  let at = 0
  const parseParts = (untilBrace: boolean): Part[] => {
    const parts: Part[] = []
    let text = ''
    while (at < message.length) {
      const char = message[at]
      if (char === '}' && untilBrace) break
      if (char !== '{') {
        text += char
        at += 1
        continue
      }
      if (text) parts.push(text)
      text = ''
      at += 1
      const close = message.slice(at).search(/[},]/)
      const name = message.slice(at, at + close).trim()
      at += close
      if (message[at] === '}') {
        parts.push([name])
        at += 1
        continue
      }
      const kind = /^,\s*(\w+)\s*,/.exec(message.slice(at))
      if (!kind) throw new SyntaxError(`unsupported ICU argument in ${message}`)
      at += kind[0].length
      const forms: Record<string, Part[]> = {}
      for (;;) {
        const key = /^\s*([^\s{}]+)\s*\{/.exec(message.slice(at))
        if (!key) break
        at += key[0].length
        forms[key[1] ?? 'other'] = parseParts(true)
        at += 1
      }
      at = message.indexOf('}', at) + 1
      parts.push([name, kind[1] ?? 'select', forms])
    }
    if (text) parts.push(text)
    return parts
  }
  return parseParts(false)
}

function formatParts(parts: readonly unknown[], values: Record<string, unknown>, count: number | null): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return count === null ? part : part.replaceAll('#', String(count))
      if (!Array.isArray(part)) return ''
      const [name, kind, forms] = part as [string, string?, Record<string, unknown[]>?]
      const value = values[name]
      if (kind === undefined || forms === undefined) return value === undefined ? `{${name}}` : String(value)
      if (kind === 'plural') {
        const n = Number(value)
        return formatParts(forms[`=${n}`] ?? forms[n === 1 ? 'one' : 'other'] ?? forms.other ?? [], values, n)
      }
      return formatParts(forms[String(value)] ?? forms.other ?? [], values, count)
    })
    .join('')
}

/**
 * English without an I18n: a descriptor's message formatted with its values (`{name}`, and
 * plural and select as Lingui formats them in English). The domain's wording functions default
 * to it (tests, scripts, and callers that are English only). The app's build compiles each
 * message into Lingui's array form (`["Hi ", ["name"]]`, decision 280), which this reads too.
 */
export const english: Translate = (descriptor) => {
  const message: unknown = descriptor.message ?? descriptor.id
  const parts = Array.isArray(message) ? message : parseIcu(String(message))
  return formatParts(parts, descriptor.values ?? {}, null)
}
