import type { Config } from '@netlify/functions'
import type { EmailOutboxResponse } from '../../src/domain/contracts/email'
import { emailErrorCodes } from '../../src/domain/contracts/email'
import { serverEnv } from '../server/env'
import { allowMethods, handler, json, problem } from '../server/http'
import { emailOutboxReadable } from '../server/providers/email'
import { readEmailOutbox } from '../server/providers/email/outbox'

/**
 * GET /api/dev/email-outbox: the e-mails the outbox adapter stored, newest first, so a
 * developer (and the end-to-end tests) can read them. Local mode only: a 404 on a deployed
 * site or when SMTP is configured, as if the endpoint did not exist.
 */
export default handler(async (req) => {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  if (!emailOutboxReadable(serverEnv())) {
    return problem(404, emailErrorCodes.notFound, 'There is no API endpoint at /api/dev/email-outbox.')
  }
  const body: EmailOutboxResponse = { messages: await readEmailOutbox() }
  return json(body, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/dev/email-outbox' }
