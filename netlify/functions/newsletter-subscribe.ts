import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { subscribeToNewsletter } from '../server/newsletter/subscribe'

/** POST /api/newsletter/subscribe {email, source}: adds the address to the newsletter list. */
export default handler((req) => subscribeToNewsletter(req, { now: () => Math.floor(Date.now() / 1000) }))

export const config: Config = { path: '/api/newsletter/subscribe' }
