import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * A real PostgreSQL server (Debian's `postgresql` package) for tests that need real
 * concurrency: the local PGlite database serves every connection from one session
 * (decision 004), so two transactions there can never race. `.ci/run` installs the
 * package; where it is missing, `postgresBinaries()` is null and the test says why it skips.
 */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? join(base, version, 'bin') : null
  return bin && existsSync(join(bin, 'postgres')) ? bin : null
}

/** One database on a real PostgreSQL: its URL, and stop() to drop it (or the whole server). */
export interface PostgresDatabase {
  url: string
  stop(): Promise<void>
}

export interface RealPostgres extends PostgresDatabase {
  /**
   * Stops the server as an operator's restart does (`pg_ctl stop -m fast`: every session is
   * told "terminating connection due to administrator command" and dropped), then starts it
   * again on the same port and data; resolves once it accepts connections.
   */
  restart(): Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** PostgreSQL refuses to run as root: when the tests run as root, run it as `postgres`. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/**
 * Starts a throwaway cluster in a temporary directory on a free port, with every
 * migration applied, and returns its URL.
 */
export async function startRealPostgres(bin: string): Promise<RealPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'airahead-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const port = await freePort()
  const [initCmd, initArgs] = asPostgresUser(join(bin, 'initdb'), ['-D', data, '-U', 'airahead', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  execFileSync(initCmd, initArgs, { stdio: 'ignore' })
  const [cmd, args] = asPostgresUser(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'])
  let log = ''
  const launch = (): ChildProcess => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    return child
  }
  let server = launch()
  const url = `postgres://airahead@127.0.0.1:${port}/postgres`
  await waitUntilReady(url, server, () => log)

  /** `pg_ctl stop` in `mode`, waiting for the server process to exit. */
  const shutDown = async (mode: 'fast' | 'immediate') => {
    if (server.exitCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    // `runuser` does not pass signals on; pg_ctl tells the server itself to stop.
    const [stopCmd, stopArgs] = asPostgresUser(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', mode, '-w'])
    execFileSync(stopCmd, stopArgs, { stdio: 'ignore' })
    await exited
  }

  const migrations = fileURLToPath(new URL('../../netlify/database/migrations', import.meta.url))
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await client.query(readFileSync(join(migrations, file), 'utf8'))
  }
  await client.end()

  return {
    url,
    restart: async () => {
      await shutDown('fast')
      server = launch()
      await waitUntilReady(url, server, () => log)
    },
    stop: async () => {
      await shutDown('immediate')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Resolves once the server at `url` accepts a connection; throws after 30 s or if it exits. */
async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** The run's shared PostgreSQL (tests/integration/global-setup.ts): where to connect, and the migrated database to copy. */
export interface SharedPostgres {
  /** A URL on the maintenance database `template1`, for CREATE and DROP DATABASE. */
  adminUrl: string
  /** The database every migration was applied to; never connected to, so it can be copied. */
  template: string
}

/**
 * A database of this file's own on the run's shared PostgreSQL, copied from the migrated
 * template (CREATE DATABASE … TEMPLATE, ~0.1 s, instead of a cluster and 15 migrations per
 * file: docs/decisions/212). For files that need real concurrency but never restart the
 * server; database-restart.test.ts starts its own with startRealPostgres().
 */
export async function realPostgresDatabase(): Promise<PostgresDatabase> {
  const shared = inject('sharedPostgres')
  if (!shared) throw new Error('no shared PostgreSQL: tests/integration/global-setup.ts starts one where postgresBinaries() finds it')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: shared.adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name} TEMPLATE ${shared.template}`)
  const url = new URL(shared.adminUrl)
  url.pathname = `/${name}`
  return { url: url.href, stop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
