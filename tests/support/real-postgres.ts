import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

/**
 * A real PostgreSQL server (Debian's `postgresql` package) for tests that need real
 * concurrency: the local PGlite database serves every connection from one session
 * (notes/database.md), so two transactions there can never race. `.ci/run` installs the
 * package; where it is missing, `postgresBinaries()` is null and the test says why it skips.
 */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? join(base, version, 'bin') : null
  return bin && existsSync(join(bin, 'postgres')) ? bin : null
}

export interface RealPostgres {
  url: string
  /**
   * Stops the server as an operator's restart does (`pg_ctl stop -m fast`: every session is
   * told "terminating connection due to administrator command" and dropped), then starts it
   * again on the same port and data; resolves once it accepts connections.
   */
  restart(): Promise<void>
  stop(): Promise<void>
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
