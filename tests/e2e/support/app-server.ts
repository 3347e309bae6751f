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
export async function startApp(env: Record<string, string>): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', AIRAHEAD_DB_DIR: 'memory', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`app did not start within 60 s:\n${log}`)), 60_000)
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
