import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { compiledServerCatalog, SERVER_LOCALES } from '../../scripts/i18n-compile-server'
import { serverI18n, translator, localeOf } from '../../netlify/server/i18n'
import { LEVEL_NAME_MESSAGES } from '../../src/domain/aqi/levels'

// The functions read the server's catalogs as committed TypeScript (decision 281): each must be
// what compiling its PO file gives now, or a translation edited in the PO never reaches a text.
describe("the server's compiled catalogs", () => {
  it.each(SERVER_LOCALES)('%s is up to date with its PO file (npm run i18n:compile)', { timeout: 60_000 }, async (locale) => {
    const { path, source } = await compiledServerCatalog(locale)
    expect(await readFile(path, 'utf8')).toBe(source)
  })
})

describe('the server I18n', () => {
  it('writes English from the messages themselves and Spanish from the catalog', () => {
    expect(translator('en')(LEVEL_NAME_MESSAGES[4])).toBe('Poor')
    expect(translator('es')(LEVEL_NAME_MESSAGES[4])).toBe('Mala')
    expect(serverI18n('es').locale).toBe('es')
  })

  it('falls back to the English message for an id the catalog lacks', () => {
    expect(translator('es')({ id: 'test.absent', message: 'Hello {name}', values: { name: 'Ana' } })).toBe('Hello Ana')
  })

  it('reads a stored language, English when absent or unknown', () => {
    expect(localeOf('es')).toBe('es')
    expect(localeOf(null)).toBe('en')
    expect(localeOf('fr')).toBe('en')
  })
})
