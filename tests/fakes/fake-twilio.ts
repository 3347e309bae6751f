import { startFormServer, type FormServer } from './form-server'

export type FakeTwilio = FormServer

/** Twilio's Messages API. Point the real SDK at it with TWILIO_API_BASE. */
export function startFakeTwilio(): Promise<FakeTwilio> {
  let n = 0
  return startFormServer((request) => {
    const messages = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(request.path)
    if (request.method === 'POST' && messages) {
      n += 1
      const sid = `SM${String(n).padStart(32, '0')}`
      return {
        status: 201,
        body: {
          sid,
          account_sid: messages[1],
          to: request.form['To'],
          from: request.form['From'] ?? null,
          messaging_service_sid: request.form['MessagingServiceSid'] ?? null,
          body: request.form['Body'],
          status: 'queued',
        },
      }
    }
    return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } }
  }, TWILIO_FAULT_REPLIES)
}

/** Twilio's own bodies for `setFault` (twilio.com/docs/api/errors 20500, 20429). */
const TWILIO_FAULT_REPLIES = {
  serverError: { status: 500, body: { code: 20500, message: 'Internal Server Error', more_info: 'https://www.twilio.com/docs/errors/20500', status: 500 } },
  rateLimited: {
    body: { code: 20429, message: 'Too Many Requests', more_info: 'https://www.twilio.com/docs/errors/20429', status: 429 },
    retryAfterSeconds: 1,
  },
}

/** Twilio's refusal of a destination it cannot text. */
export const twilioInvalidTo = {
  status: 400,
  body: { code: 21211, message: "The 'To' number is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 },
}
