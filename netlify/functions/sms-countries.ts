import type { Config } from '@netlify/functions'
import type { SmsCountriesResponse } from '../../src/domain/contracts/sms-countries'
import { serverEnv } from '../server/env'
import { allowMethods, handler, json } from '../server/http'

/** GET /api/sms/countries: where this deploy texts, so pricing, subscribe and sign-in say it before payment. */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const answer: SmsCountriesResponse = { countries: [...serverEnv().SMS_ALLOWED_COUNTRIES] }
  return json(answer, { headers: { 'cache-control': 'public, max-age=300' } })
})

export const config: Config = { path: '/api/sms/countries' }
