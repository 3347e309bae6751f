import { join } from 'node:path'
import type { Plugin } from 'vite'
import { startLocalDatabase } from './local-database.mjs'

/**
 * `npm run dev`: starts the same local database as `npm start` (same data directory),
 * applies the migrations, and points the functions at it.
 */
export function netlifyDatabaseMigrations(): Plugin {
  return {
    name: 'airahead-local-database',
    apply: 'serve',
    async configureServer(server) {
      const db = await startLocalDatabase({
        root: server.config.root,
        directory: join(server.config.root, '.netlify', 'airahead-db'),
        log: (message) => server.config.logger.info(message),
      })
      server.httpServer?.once('close', () => void db.stop())
    },
  }
}
