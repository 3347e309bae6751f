import { AsyncLocalStorage } from 'node:async_hooks'
import { config } from 'zod/v4/core'
import en from 'zod/v4/locales/en.js'
import es from 'zod/v4/locales/es.js'
import { setTranslationSource } from '../../src/domain/i18n/ambient'
import { DEFAULT_LOCALE, type AppLocale } from '../../src/domain/i18n/locales'
import { translator } from './i18n'

/*
 * The language of the request being answered (decision 285): `handler()` (http.ts) runs each
 * request inside `withRequestLocale(requestLocale(req), …)`, so whatever answers it (a problem's
 * message, a contract's zod message, zod's own generic ones) is in the reader's language without
 * passing a translator down every call. Outside a request (the alert job, scripts): English.
 */
const current = new AsyncLocalStorage<AppLocale>()

/** The language of the request being answered, else English. */
export function currentLocale(): AppLocale {
  return current.getStore() ?? DEFAULT_LOCALE
}

/** Runs `fn` as the answer to a request in `locale`. */
export function withRequestLocale<T>(locale: AppLocale, fn: () => T): T {
  return current.run(locale, fn)
}

// The domain's parse-time messages (src/domain/i18n/ambient.ts) follow the request's language.
setTranslationSource(() => translator(currentLocale()))

// zod's own messages (a wrong type, a missing field) too, from zod's locales: only for messages a
// contract does not word itself, which it does for everything a person can get wrong in a form.
const ZOD_LOCALES = { en: en(), es: es() } satisfies Record<AppLocale, unknown>
config({ localeError: (issue) => ZOD_LOCALES[currentLocale()].localeError(issue) })
