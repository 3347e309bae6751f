import type { Coordinates } from '../../../../src/domain/contracts/coordinates'
import type { LocationSearchResult, PlaceName } from '../../../../src/domain/contracts/geocoding'
import type { Result } from '../../result'

export interface GeocodeOptions {
  signal: AbortSignal
  /** At most this many results, best first. */
  limit: number
  /** The asking client's IP address, for its part of the shared budgets (decision 234); null or absent when no one's request. */
  client?: string | null
}

/** Which geocoder `GEOCODER` chose: one vendor, or `worldwide` (Open-Meteo and Photon together). */
export type GeocoderChoice = 'gazetteer' | 'open-meteo' | 'photon' | 'worldwide'

/** The geocoding port: free text in, places out (docs/product.md §Data, "Location search result"); a position in, its name out. */
export interface Geocoder {
  id: GeocoderChoice
  /** `query` is already trimmed and 3-200 characters long. */
  search(query: string, options: GeocodeOptions): Promise<Result<LocationSearchResult[]>>
  /** The town a position is in, or null when this geocoder knows none (decision 177). */
  reverse(position: Coordinates, options: { signal: AbortSignal; client?: string | null }): Promise<Result<PlaceName | null>>
}
