import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { userLocations } from '../server/alerts/places-endpoints'

/** /api/user/locations (GET, POST) and /api/user/locations/:id (PUT, DELETE): monitored places. */
export default handler((req) => {
  const id = /^\/api\/user\/locations\/([^/]+)\/?$/.exec(new URL(req.url).pathname)?.[1]
  return userLocations(req, id === undefined ? undefined : decodedSegment(id))
})

/** A malformed escape (`%ZZ`, a lone surrogate's bytes) is kept as it is: no place id looks like that, so it answers 404. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const config: Config = { path: ['/api/user/locations', '/api/user/locations/:id'] }
