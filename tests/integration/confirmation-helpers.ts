import { afterAll, beforeAll, expect } from 'vitest'
import { resetServerEnv } from '../../netlify/server/env'
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp'
import { deployEnv } from '../support/deploy-env'
import { setEnv } from './auth-helpers'

/**
 * A deploy's environment with its e-mail port on a fake SMTP server, for the tests of one
 * describe block; the function answers that server.
 */
export function useDeployWithFakeSmtp(): () => FakeSmtp {
  let smtp: FakeSmtp | undefined
  let restore: () => void = () => undefined
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    restore = setEnv({ ...deployEnv(), SMTP_URL: smtp.url, EMAIL_FROM: 'AirAhead <news@airahead.example>' })
    resetServerEnv()
  })
  afterAll(async () => {
    restore()
    resetServerEnv()
    await smtp?.close()
  })
  return () => {
    if (!smtp) throw new Error('the fake SMTP server starts in beforeAll')
    return smtp
  }
}

/** Runs `send` while the fake server refuses every recipient, then accepts again. */
export async function withRecipientsRefused(smtp: FakeSmtp, send: () => Promise<void>): Promise<void> {
  smtp.setMode('reject-recipient')
  try {
    await send()
  } finally {
    smtp.setMode('accept')
  }
}

/** Runs `send` on a deploy without SMTP (no e-mail port), then restores the environment. */
export async function withoutSmtp(send: () => Promise<void>): Promise<void> {
  const restore = setEnv(deployEnv())
  resetServerEnv()
  try {
    await send()
  } finally {
    restore()
    resetServerEnv()
  }
}

/** Opens (GET) or presses the button of (POST, from the page itself) a confirmation link. */
export function openConfirmationLink(
  handler: (req: Request) => Promise<Response>,
  method: 'GET' | 'POST',
  link: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const url = new URL(link, 'http://localhost:8888')
  const origin: Record<string, string> = method === 'POST' ? { origin: url.origin, 'content-type': 'application/x-www-form-urlencoded' } : {}
  return handler(new Request(url, { method, headers: { ...origin, ...headers } }))
}

/**
 * Checks the page a live link opens (decisions 119, 240): HTML under its own policy, never
 * sending the token on, with the one button posting back to the link. Returns its markup.
 */
export async function expectConfirmPage(page: Response, link: string): Promise<string> {
  expect(page.status).toBe(200)
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self'/)
  expect(page.headers.get('referrer-policy')).toBe('no-referrer')
  const html = await page.text()
  expect(html).toContain(`<form method="post" action="${new URL(link).pathname}${new URL(link).search}">`)
  return html
}
