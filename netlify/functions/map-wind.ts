import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { mapWind } from '../server/map/wind'

/** GET /api/map/wind?west=&south=&east=&north=: wind at 10 m for the map, per slider hour. */
export default handler(mapWind)

export const config: Config = { path: '/api/map/wind' }
