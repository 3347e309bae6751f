import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'

/*
 * The server's catalogs compiled to TypeScript (decision 281): functions are bundled by
 * esbuild without Lingui's plugin, so they import `netlify/server/locales/{locale}/messages.ts`,
 * committed. English, the source, has none: its words are the messages themselves. Only the
 * server's catalog is compiled; the app's PO files are compiled by the Vite plugin.
 * `npm run i18n:compile` writes them; tests/unit/server-catalogs.test.ts fails when one is stale.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const SERVER_LOCALES = ['es'] as const

/** The TypeScript module `lingui compile --typescript` writes for the server's catalog in `locale`. */
export async function compiledServerCatalog(locale: string): Promise<{ path: string; source: string }> {
  const config = getConfig({ cwd: ROOT })
  const catalogs = await getCatalogs(config)
  const catalog = catalogs.find((c) => c.path.includes('netlify/server/locales'))
  if (!catalog) throw new Error('no server catalog in lingui.config.ts')
  const { messages } = await catalog.getTranslations(locale, { sourceLocale: config.sourceLocale, fallbackLocales: config.fallbackLocales })
  const { source, errors } = createCompiledCatalog(locale, messages, { strict: false, namespace: 'ts', compilerBabelOptions: config.compilerBabelOptions })
  if (errors.length > 0) throw new Error(`messages that do not compile in ${locale}: ${errors.map((e) => e.id).join(', ')}`)
  return { path: `${catalog.path.replace('{locale}', locale)}.ts`, source }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const locale of SERVER_LOCALES) {
    const { path, source } = await compiledServerCatalog(locale)
    await writeFile(path, source)
    console.log(`${locale} => ${path.replace(ROOT, '')}`)
  }
}
