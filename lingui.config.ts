import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Translations (decision 280): ICU MessageFormat messages in PO catalogs, English the source.
 * The app's catalog holds what the browser shows (src, with src/domain's wording); the
 * server's what texts, pushes and e-mails say (netlify/server, with src/domain's wording),
 * compiled to TypeScript by `npm run i18n:compile` since functions are bundled without the
 * Vite plugin that compiles the app's. A third language is a `locales` entry and its files.
 */
// Lingui's own order (by message, then context; en-US collation), with ties broken by id: the
// explicit-id messages of src/domain and netlify/server may share an English message ("Good"),
// and extraction's parallel workers would otherwise order them differently from run to run.
const collator = new Intl.Collator('en-US')
type Entry = { messageId: string; entry: { message?: string; context?: string } }
const byMessageThenId = (a: Entry, b: Entry) =>
  collator.compare(a.entry.message ?? '', b.entry.message ?? '') ||
  collator.compare(a.entry.context ?? '', b.entry.context ?? '') ||
  collator.compare(a.messageId, b.messageId)

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Each message names the files that use it, not their lines: an edit elsewhere in a file
  // leaves the catalogs alone.
  format: formatter({ lineNumbers: false }),
  orderBy: byMessageThenId,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
    {
      path: '<rootDir>/netlify/server/locales/{locale}/messages',
      include: ['<rootDir>/netlify/server', '<rootDir>/netlify/functions', '<rootDir>/src/domain'],
      exclude: ['**/*.test.ts', '**/node_modules/**'],
    },
  ],
})
