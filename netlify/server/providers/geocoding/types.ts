import type { GeocoderId, LocationSearchResult } from '../../../../src/domain/contracts/geocoding'
import type { Result } from '../../result'

export interface GeocodeOptions {
  signal: AbortSignal
  /** At most this many results, best first. */
  limit: number
}

/** The geocoding port: free text in, places out (spec §3 "Location search result"). */
export interface Geocoder {
  id: GeocoderId
  /** `query` is already trimmed and 3-200 characters long. */
  search(query: string, options: GeocodeOptions): Promise<Result<LocationSearchResult[]>>
}
