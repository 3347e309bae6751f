import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { mapOverlay } from '../server/map/overlay'

/** GET /api/map/overlay?west=&south=&east=&north=&zoom=: the map's pollution overlay for one view. */
export default handler(mapOverlay)

export const config: Config = { path: '/api/map/overlay' }
