import type { Config } from '@netlify/functions'
import { sameSitePath } from '../../src/domain/validation/next-path'
import { allowMethods, handler } from '../server/http'

/** GET /api/login (docs/product.md §API, a navigation): to the sign-in page, keeping a same-site `next`. */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET', 'HEAD'])
  if (refused) return refused
  const next = sameSitePath(new URL(req.url).searchParams.get('next'))
  return new Response(null, {
    status: 302,
    headers: { location: `/sign-in?next=${encodeURIComponent(next)}`, 'cache-control': 'no-store' },
  })
})

export const config: Config = { path: '/api/login' }
