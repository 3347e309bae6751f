import type { Geocoder } from './types'

/** A digit: a house number or a postcode ("12 Main St", "10115 Berlin"), which only Photon knows. */
const ADDRESS_LIKE = /\d/

/**
 * The deploy default (decision 178): Open-Meteo (GeoNames) for place names, Photon
 * (OpenStreetMap) for addresses, schools and streets, and Photon for naming a position.
 * Text with a digit goes to Photon; other text to Open-Meteo first, and to Photon only when
 * Open-Meteo knows no such place, so the shared public Photon budget is spent on addresses.
 * A failure is reported as it is: no quiet fall back to the built-in city list.
 */
export function createWorldwideGeocoder(places: Geocoder, addresses: Geocoder): Geocoder {
  return {
    id: 'worldwide',
    async search(query, options) {
      if (ADDRESS_LIKE.test(query)) return addresses.search(query, options)
      const found = await places.search(query, options)
      if (!found.ok || found.value.length > 0) return found
      return addresses.search(query, options)
    },
    reverse: (position, options) => addresses.reverse(position, options),
  }
}
