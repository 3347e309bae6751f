import type { StationInView } from '../../../src/domain/contracts/map'
import type { Bbox } from '../../../src/domain/map/bbox'

export interface StationsInView {
  stations: StationInView[]
  /** False while the observation port is not connected to the map: `stations` is empty for that reason, not because none are near. */
  connected: boolean
}

/**
 * The measuring stations inside `bbox` with their latest hour, as the observation port
 * (netlify/server/observations, issue 14) provides them. That port is not wired to the map
 * yet: until it is, the answer says so and lists none, and the map says "No measured
 * stations in view" instead of implying there are none nearby. `now` is unix seconds.
 */
export async function stationsInView(bbox: Bbox, now: number): Promise<StationsInView> {
  void bbox
  void now
  return { stations: [], connected: false }
}
