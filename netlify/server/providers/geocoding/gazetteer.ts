import type { Coordinates } from '../../../../src/domain/contracts/coordinates'
import type { LocationSearchResult, PlaceName } from '../../../../src/domain/contracts/geocoding'
import { ok } from '../../result'
import { GAZETTEER_CITIES, type GazetteerCity } from './gazetteer-cities'
import type { Geocoder } from './types'

/** Lower case without accents, so "sao paulo" finds São Paulo and "zurich" Zürich. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ').trim()
}

interface IndexedCity {
  result: LocationSearchResult
  /** The folded name and aliases. */
  names: string[]
  /** The folded state and country, for "Paris, France" or "London, Ontario". */
  regions: string[]
}

function toResult([name, state, country, lat, lon]: GazetteerCity): LocationSearchResult {
  const displayName = [name, state !== name ? state : null, country].filter(Boolean).join(', ')
  return { name, displayName, state, country, lat, lon, locationType: 'city', source: 'gazetteer' }
}

const INDEX: readonly IndexedCity[] = GAZETTEER_CITIES.map((city) => {
  const [name, state, country, , , aliases = []] = city
  return {
    result: toResult(city),
    names: [name, ...aliases].map(foldText),
    regions: [state, country].filter((r): r is string => r !== null).map(foldText),
  }
})

/** 0 exact name, 1 name starts with the text, 2 a later word of the name does; null no match. */
function nameRank(names: readonly string[], text: string): number | null {
  let best: number | null = null
  for (const name of names) {
    const rank = name === text ? 0 : name.startsWith(text) ? 1 : name.includes(` ${text}`) ? 2 : null
    if (rank !== null && (best === null || rank < best)) best = rank
  }
  return best
}

/**
 * The embedded default geocoder: a built-in list of major cities, no network. Matches the
 * start of a city's name or of one of its words ("york" finds New York); text after a comma
 * must start the state or the country ("london, ontario"). Best matches first, then the
 * list's order (most prominent first).
 */
export function searchGazetteer(query: string, limit: number): LocationSearchResult[] {
  const [place = '', ...qualifiers] = foldText(query).split(',').map((part) => part.trim())
  if (place === '') return []
  const regions = qualifiers.filter((q) => q !== '')
  return INDEX.flatMap((city, order) => {
    const rank = nameRank(city.names, place)
    if (rank === null) return []
    if (!regions.every((q) => city.regions.some((r) => r.startsWith(q)))) return []
    return [{ city, rank, order }]
  })
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ city }) => city.result)
}

/** Within this distance (km) a position is named after the city itself: a large city's own extent. */
export const IN_CITY_KM = 15
/** Within this distance (km) it is "Near <city>"; further away the built-in list names nothing. */
export const NEAR_CITY_KM = 50

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The offline name of a position (decision 177): the nearest city of the built-in list, as
 * itself within 15 km and as "Near <city>" within 50 km; null further away, where a major
 * city's name would mislead.
 */
export function nearestGazetteerPlace(position: Coordinates): PlaceName | null {
  let best: { city: IndexedCity; km: number } | null = null
  for (const city of INDEX) {
    const km = distanceKm(position, city.result)
    if (best === null || km < best.km) best = { city, km }
  }
  if (best === null || best.km > NEAR_CITY_KM) return null
  const { name, displayName, state, country } = best.city.result
  const near = best.km > IN_CITY_KM
  return {
    name: near ? `Near ${name}` : name,
    displayName: near ? `Near ${displayName}` : displayName,
    state,
    country,
    source: 'gazetteer',
  }
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    id: 'gazetteer',
    search: async (query, { limit }) => ok(searchGazetteer(query, limit)),
    reverse: async (position) => ok(nearestGazetteerPlace(position)),
  }
}
