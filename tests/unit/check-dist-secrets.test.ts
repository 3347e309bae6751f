import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SERVER_SECRET_NAMES, findSecrets } from '../../scripts/check-dist-secrets.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dist-secrets-'))
  mkdirSync(join(dir, 'assets'))
  // What a clean build holds: hashes, public links, a Stripe publishable key, env names.
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>')
  writeFileSync(
    join(dir, 'assets', 'index-AbC123.js'),
    'const revision="92fea481a1647b47970917947489481f";const pk="pk_live_51Hxyzabcdefghijkl";' +
      'const docs="https://open-meteo.com/en/docs";const name="STRIPE_SECRET_KEY";fetch("/api/health")',
  )
  writeFileSync(join(dir, 'sw.js'), 'precacheAndRoute([{url:"index.html",revision:"e9325b52e6e719f7aa1b120bca298050"}])')
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

function plant(text: string): void {
  writeFileSync(join(dir, 'assets', 'chunk-Zz9.js'), `export const x=${JSON.stringify(text)};`)
}

describe('findSecrets', () => {
  it('passes a clean build', () => {
    expect(findSecrets(dir, {})).toEqual([])
  })

  it.each([
    ['sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc', 'Stripe secret or restricted key'],
    ['sk_test_' + '4eC39HqLyjWDarjtT1zdp7dc', 'Stripe secret or restricted key'],
    ['rk_live_' + '51HxyzAbCdEfGhIjKlMn', 'Stripe secret or restricted key'],
    ['whsec_' + 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'Stripe webhook signing secret'],
    ['AC' + '0123456789abcdef0123456789abcdef', 'Twilio Account SID'],
    ['SK' + '0123456789abcdef0123456789abcdef', 'Twilio API key SID'],
    ['-----BEGIN RSA ' + 'PRIVATE KEY-----\nMIIEow', 'private key'],
    ['-----BEGIN ' + 'PRIVATE KEY-----\nMIIEvQ', 'private key'],
    ['postgres://netlify:' + 's3cr3t@db.example.com:5432/site', 'URL with a password'],
    ['smtps://user:' + 'app-password@smtp.example.com:465', 'URL with a password'],
    ['airahead-local-only-' + 'sign-in-code-secret', 'server code (the local sign-in code secret)'],
  ])('flags %s', (secret, kind) => {
    plant(secret)
    expect(findSecrets(dir, {})).toEqual([{ file: join('assets', 'chunk-Zz9.js'), kind }])
  })

  it('flags the value of a configured server secret, whatever its shape', () => {
    const env = { SIGN_IN_CODE_SECRET: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5', TWILIO_AUTH_TOKEN: 'f00dcafe' }
    plant(`${env.SIGN_IN_CODE_SECRET}|${env.TWILIO_AUTH_TOKEN}`)
    expect(findSecrets(dir, env).map((f) => f.kind)).toEqual(['value of SIGN_IN_CODE_SECRET', 'value of TWILIO_AUTH_TOKEN'])
  })

  it('ignores values too short to be a secret', () => {
    plant('1')
    expect(findSecrets(dir, { UPSTREAM_TIMEOUT_MS: '1', OPEN_METEO_API_KEY: '1' })).toEqual([])
  })

  it('knows every secret of netlify/server/env.ts', () => {
    const source = readFileSync(join(root, 'netlify', 'server', 'env.ts'), 'utf8')
    const secretLike = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]*(?:SECRET|TOKEN|KEY|SMTP_URL))\s*:/gm)].map((m) => m[1])
    expect(secretLike.length).toBeGreaterThan(5)
    for (const name of secretLike) expect(SERVER_SECRET_NAMES, name).toContain(name)
  })
})

describe('node scripts/check-dist-secrets.mjs', () => {
  const run = (env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(root, 'scripts', 'check-dist-secrets.mjs'), dir], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } })

  it('fails the build on a planted secret and names the file, never the value', () => {
    const secret = 'sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc'
    plant(secret)
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${join('assets', 'chunk-Zz9.js')}: Stripe secret or restricted key`)
    expect(result.stderr + result.stdout).not.toContain(secret)
  })

  it('passes a clean build', () => {
    const result = run({ STRIPE_SECRET_KEY: 'sk_test_' + 'neverInTheBundle000000' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('no server secret')
  })
})
