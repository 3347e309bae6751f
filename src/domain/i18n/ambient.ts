import { english, type MessageDescriptor, type Translate } from './locales'

/*
 * The reader's language for words written where no translator can be passed (decision 285):
 * a contract's zod messages are made while a value is parsed, deep inside zod. The app sets the
 * source to its active I18n (src/lib/i18n.ts), the server to the current request's language
 * (netlify/server/request-context.ts); without one, English.
 */
let source: () => Translate = () => english

/** Where `say` finds the reader's translator, asked on every message (the language may change). */
export function setTranslationSource(get: () => Translate): void {
  source = get
}

/** The translator of the current reader (English until a source is set). */
export function ambientTranslate(): Translate {
  return source()
}

/** `descriptor` (with `values`) in the current reader's language. */
export function say(descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return source()(values ? { ...descriptor, values } : descriptor)
}

/** A zod check's `error` option that says `descriptor` in the reader's language when the check fails. */
export function saying(descriptor: MessageDescriptor, values?: Record<string, unknown>): { error: () => string } {
  return { error: () => say(descriptor, values) }
}
