// `node scripts/check-dist-secrets.mjs [dir]` (run by `npm run build`): fails when a server
// secret, or anything shaped like one, is in the files the browser downloads (dist/).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Every server-only secret of netlify/server/env.ts (and the database URL Netlify sets).
 * Whatever value the environment of the build holds for them must not reach dist/.
 */
export const SERVER_SECRET_NAMES = [
  'SIGN_IN_CODE_SECRET',
  'ALERT_JOB_SECRET',
  'VAPID_PRIVATE_KEY',
  // Public, but the browser reads it from /api/push/key at run time: a build never needs it (decision 265).
  'VAPID_PUBLIC_KEY',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'OPENWEATHERMAP_API_KEY',
  'OPEN_METEO_API_KEY',
  'OPENAQ_API_KEY',
  'AIRNOW_API_KEY',
  'PURPLEAIR_API_KEY',
  'FIRMS_MAP_KEY',
  'NETLIFY_DB_URL',
  'DATABASE_URL',
]

/** Shorter values (e.g. "1") would match by chance; no real secret is this short. */
const MIN_SECRET_LENGTH = 8

/** Shapes of secrets whatever their value; each would be a leak in a browser file. */
export const SECRET_PATTERNS = [
  { kind: 'Stripe secret or restricted key', pattern: /\b[sr]k_(?:live|test)_[0-9A-Za-z]{10,}/ },
  { kind: 'Stripe webhook signing secret', pattern: /\bwhsec_[0-9A-Za-z+/=]{10,}/ },
  { kind: 'Twilio Account SID', pattern: /\bAC[0-9a-f]{32}\b/ },
  { kind: 'Twilio API key SID', pattern: /\bSK[0-9a-f]{32}\b/ },
  { kind: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  { kind: 'URL with a password', pattern: /\b(?:postgres(?:ql)?|mysql|smtps?|redis|amqps?):\/\/[^\s:/@"'`]+:[^\s@"'`]+@/ },
  // The fixed development key of netlify/server/env.ts: proof that server code was bundled.
  { kind: 'server code (the local sign-in code secret)', pattern: /airahead-local-only-sign-in-code-secret/ },
]

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

/**
 * The secrets found in the files under `dir`: each configured server secret of `env`
 * (by value) and each secret pattern.
 * @returns one finding per file and kind; empty when the directory is clean
 */
export function findSecrets(dir, env = process.env) {
  const values = SERVER_SECRET_NAMES.flatMap((name) => {
    const value = env[name]?.trim()
    return value && value.length >= MIN_SECRET_LENGTH ? [{ kind: `value of ${name}`, value }] : []
  })
  return filesUnder(dir).flatMap((path) => {
    // latin1 keeps every byte, so binary files are searched too and nothing throws.
    const text = readFileSync(path, 'latin1')
    const file = relative(dir, path)
    return [
      ...values.filter(({ value }) => text.includes(value)).map(({ kind }) => ({ file, kind })),
      ...SECRET_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ kind }) => ({ file, kind })),
    ]
  })
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const dir = process.argv[2] ?? join(root, 'dist')
  const findings = findSecrets(dir)
  if (findings.length === 0) {
    console.log(`check-dist-secrets: no server secret in ${relative(root, dir) || dir}`)
    return
  }
  // Never print the value itself: the build log may be public.
  for (const { file, kind } of findings) console.error(`check-dist-secrets: ${file}: ${kind}`)
  console.error('check-dist-secrets: server secrets must never be in the browser build; failing the build.')
  process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
