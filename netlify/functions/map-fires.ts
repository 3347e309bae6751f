import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { mapFires } from '../server/map/fires'

/** GET /api/map/fires?west=&south=&east=&north=: active fires in view (NASA FIRMS), or "off". */
export default handler(mapFires)

export const config: Config = { path: '/api/map/fires' }
