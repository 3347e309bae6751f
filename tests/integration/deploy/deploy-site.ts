import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { closeDatabase } from '../../../netlify/server/db'
import { resetServerEnv } from '../../../netlify/server/env'
import { problemSchema, type Problem } from '../../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../fakes/fake-open-meteo'
import { startFakeSmtp, type FakeSmtp } from '../../fakes/fake-smtp'
import { startFakeStripe, type FakeStripe } from '../../fakes/fake-stripe'
import { startFakeTwilio, type FakeTwilio } from '../../fakes/fake-twilio'
import { deployEnv } from '../../support/deploy-env'
import { setEnv } from '../auth-helpers'
import { startNetlifyLikeServer, type NetlifyLikeServer } from './netlify-like-server'

export const HOST = 'airahead.example'
export const SITE = `https://${HOST}`

/** The suite's cluster, or null (no Debian `postgresql`): files `describe.skipIf(deployPostgresUrl() === null)`. */
export const deployPostgresUrl = (): string | null => inject('deployPostgresUrl')

export interface DeploySite {
  server: NetlifyLikeServer
  twilio: FakeTwilio
  stripe: FakeStripe
  openMeteo: FakeOpenMeteo
  /** Only with `{ smtp: true }`: SMTP_URL and EMAIL_FROM point at it. */
  smtp: FakeSmtp | null
}

export interface DeploySiteOptions {
  /** Give the deploy an SMTP server (a fake), as a site that sends e-mail sets `SMTP_URL`. */
  smtp?: boolean
  /** More of the deploy's variables, read when the site starts (after the file's earlier `beforeAll`s). */
  env?: () => Record<string, string | undefined>
}

/**
 * Registers the hooks that run this file's functions as a deploy serves them: its own copy of
 * the migrated database in the suite's one cluster (global-setup.ts), the fakes, only a
 * deploy's variables (`deployEnv`) and the Netlify-like server. Read the returned function's
 * value inside tests and hooks.
 */
export function useDeploySite(options: DeploySiteOptions = {}): () => DeploySite {
  let site: DeploySite | undefined
  let restoreEnv: () => void = () => undefined
  let dropDatabase: () => Promise<void> = async () => undefined

  beforeAll(async () => {
    const clusterUrl = deployPostgresUrl()
    if (clusterUrl === null) throw new Error('the deploy suite needs PostgreSQL (skipIf(deployPostgresUrl() === null))')
    const database = `deploy_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: clusterUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database} TEMPLATE airahead_template`)
    await admin.end()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: clusterUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await client.end()
    }
    const [twilio, stripe, openMeteo, smtp] = await Promise.all([
      startFakeTwilio(),
      startFakeStripe(),
      startFakeOpenMeteo(),
      options.smtp ? startFakeSmtp() : Promise.resolve(null),
    ])
    const url = new URL(clusterUrl)
    url.pathname = `/${database}`
    restoreEnv = setEnv({
      ...deployEnv({ twilio: twilio.url, stripe: stripe.url, openMeteo: openMeteo.url }),
      ...(smtp ? { SMTP_URL: smtp.url, EMAIL_FROM: 'AirAhead <team@airahead.example>' } : {}),
      ...options.env?.(),
      NETLIFY_DB_URL: url.toString(),
      NETLIFY_DB_DRIVER: 'server',
    })
    resetServerEnv()
    await closeDatabase()
    site = { server: await startNetlifyLikeServer(), twilio, stripe, openMeteo, smtp }
  }, 60_000)

  afterAll(async () => {
    await site?.server.close()
    await closeDatabase()
    await Promise.all([site?.twilio.close(), site?.stripe.close(), site?.openMeteo.close(), site?.smtp?.close()])
    await dropDatabase()
    restoreEnv()
    resetServerEnv()
  })

  return () => {
    if (!site) throw new Error('the deploy site is not running yet')
    return site
  }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface CallOptions {
  headers?: Record<string, string>
  json?: unknown
  /** The client's address as the edge saw it (`x-test-edge-ip`); else the socket's, 127.0.0.1. */
  ip?: string
}

/** One request as a browser on the public site sends it (Host is the site's). */
export function call(server: NetlifyLikeServer, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  const headers: Record<string, string> = { host: HOST, ...options.headers }
  if (options.ip !== undefined) headers['x-test-edge-ip'] = options.ip
  if (body !== undefined) headers['content-type'] = 'application/json'
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, server.url), { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A same-origin POST of JSON from the site's own page. */
export function post(server: NetlifyLikeServer, path: string, json: unknown, options: Omit<CallOptions, 'json'> = {}): Promise<Answer> {
  return call(server, 'POST', path, { ...options, json, headers: { origin: SITE, ...options.headers } })
}

export const problemOf = (answer: Answer): Problem => problemSchema.parse(JSON.parse(answer.body))
