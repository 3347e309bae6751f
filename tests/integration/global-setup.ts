import type { TestProject } from 'vitest/node'
import { postgresBinaries, startRealPostgres, type SharedPostgres } from '../support/real-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's real PostgreSQL, or null where Debian's `postgresql` is not installed. */
    sharedPostgres: SharedPostgres | null
  }
}

/**
 * One real PostgreSQL for the integration run, migrated once; each file that needs one takes
 * a copy of its own (realPostgresDatabase(), docs/decisions/212).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = postgresBinaries()
  if (!bin) {
    project.provide('sharedPostgres', null)
    return async () => {}
  }
  const server = await startRealPostgres(bin)
  const adminUrl = new URL(server.url)
  adminUrl.pathname = '/template1'
  project.provide('sharedPostgres', { adminUrl: adminUrl.href, template: 'postgres' })
  return () => server.stop()
}
