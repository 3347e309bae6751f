import { setupI18n, type I18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { DEFAULT_LOCALE, appLocaleSchema, type AppLocale, type Translate } from '../../src/domain/i18n/locales'
import { messages as es } from './locales/es/messages'

/*
 * What the server writes (texts, pushes, e-mails, API messages) in the reader's language
 * (decisions 280, 281). English has no catalog: each descriptor's message is compiled on first
 * use. Spanish comes from `npm run i18n:compile`'s committed TypeScript (esbuild bundles
 * functions and cannot load a PO file); a message missing there falls back to its English.
 */
const CATALOGS: Readonly<Record<AppLocale, I18n['messages']>> = { en: {}, es }

function createI18n(locale: AppLocale): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } })
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}

const INSTANCES = new Map<AppLocale, I18n>()

/** The server's I18n for `locale` (one per language, made on first use). */
export function serverI18n(locale: AppLocale): I18n {
  let i18n = INSTANCES.get(locale)
  if (!i18n) {
    i18n = createI18n(locale)
    INSTANCES.set(locale, i18n)
  }
  return i18n
}

/** The `Translate` the domain's wording functions take, for `locale`. */
export function translator(locale: AppLocale): Translate {
  const i18n = serverI18n(locale)
  return (descriptor) => i18n._(descriptor)
}

/** A stored or sent language, else English (rows written before decision 283 have none). */
export function localeOf(value: unknown): AppLocale {
  const parsed = appLocaleSchema.safeParse(value)
  return parsed.success ? parsed.data : DEFAULT_LOCALE
}
