import type { LocationSearchResult } from '../../../../src/domain/contracts/geocoding'
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

export function createGazetteerGeocoder(): Geocoder {
  return {
    id: 'gazetteer',
    search: async (query, { limit }) => ok(searchGazetteer(query, limit)),
  }
}
