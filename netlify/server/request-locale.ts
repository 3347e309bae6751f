import { localeFromLanguages, type AppLocale } from '../../src/domain/i18n/locales'

/**
 * The language a request is made in (decision 283): the app sends its own in Accept-Language
 * (src/lib/api-post.ts), a browser or script its user's. Most preferred first by q-value;
 * English when none is spoken here. Used for what answers the request now (a sign-in text, a
 * test text, an e-mail); what the job sends later reads the account's stored language.
 */
export function requestLocale(req: Request): AppLocale {
  const header = req.headers.get('accept-language') ?? ''
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? '1')
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return localeFromLanguages(ranked.map((entry) => entry.tag))
}
