import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export interface AppServer {
  url: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * Runs the product exactly as `npm start` does (scripts/start.mjs), on a free port,
 * with an in-memory database and the given environment.
 */
export async function startApp(env: Record<string, string>, timeoutMs = 150_000): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // The global setup built dist/ and the functions once; sources edited while the tests
    // run must not rebuild dist/ under another test's server.
    env: { ...process.env, PORT: '0', AIRAHEAD_DB_DIR: 'memory', AIRAHEAD_SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // No server may outlive the test that gave up on it.
      child.kill('SIGTERM')
      reject(new Error(`app did not start within ${timeoutMs / 1000} s:\n${log}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      log += chunk.toString()
      const match = /AirAhead is running at (http:\/\/\S+)/.exec(log)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`app exited with code ${code}:\n${log}`))
    })
  })
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
