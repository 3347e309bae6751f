import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { postgresBinaries, startRealPostgres, type RealPostgres } from '../../support/real-postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The deploy suite's one PostgreSQL cluster (null without Debian's `postgresql`): see deploy-site.ts. */
    deployPostgresUrl: string | null
  }
}

/** The database every migration is applied to once; each test file gets a copy of it. */
export const DEPLOY_TEMPLATE_DATABASE = 'airahead_template'

let cluster: RealPostgres | undefined

/**
 * One throwaway cluster for the whole deploy-like suite (starting one per file costs seconds
 * and memory on a small machine): migrations are applied once to a template database, and
 * each file works in its own copy (`deploySite`), so files can run in parallel.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = postgresBinaries()
  if (bin === null) {
    project.provide('deployPostgresUrl', null)
    return async () => undefined
  }
  cluster = await startRealPostgres(bin)
  const client = new pg.Client({ connectionString: cluster.url })
  await client.connect()
  await client.query(`CREATE DATABASE ${DEPLOY_TEMPLATE_DATABASE} TEMPLATE postgres`)
  await client.end()
  project.provide('deployPostgresUrl', cluster.url)
  return async () => {
    await cluster?.stop()
  }
}
