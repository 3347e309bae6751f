import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from './fake-upstream'

/*
 * Fake geocoders on 127.0.0.1, answering in the vendors' shapes from a few recorded places.
 * Each matches its text against the start of a place's name, case-insensitively.
 */

/** GeoNames places as Open-Meteo's Geocoding API returns them (open-meteo.com/en/docs/geocoding-api). */
export const OPEN_METEO_PLACES = [
  {
    id: 2643743, name: 'London', latitude: 51.50853, longitude: -0.12574, elevation: 25, feature_code: 'PPLC',
    country_code: 'GB', admin1_id: 6269131, admin2_id: 2648110, timezone: 'Europe/London', population: 8961989,
    country_id: 2635167, country: 'United Kingdom', admin1: 'England', admin2: 'Greater London',
  },
  {
    id: 6058560, name: 'London', latitude: 42.98339, longitude: -81.23304, elevation: 252, feature_code: 'PPL',
    country_code: 'CA', admin1_id: 6093943, timezone: 'America/Toronto', population: 346765, country_id: 6251999,
    country: 'Canada', admin1: 'Ontario',
  },
  {
    id: 2643734, name: 'Londonderry County Borough', latitude: 54.9981, longitude: -7.30934, elevation: 8,
    feature_code: 'PPLA2', country_code: 'GB', admin1_id: 2641364, timezone: 'Europe/London', population: 83652,
    country_id: 2635167, country: 'United Kingdom', admin1: 'Northern Ireland',
  },
  // A place without admin1 or country, as small islands sometimes are.
  { id: 4030723, name: 'Longitude Island', latitude: -21.0, longitude: -175.0, feature_code: 'ISL', timezone: 'Pacific/Tongatapu' },
  {
    id: 5368361, name: 'Los Angeles', latitude: 34.05223, longitude: -118.24368, elevation: 89, feature_code: 'PPLA2',
    country_code: 'US', admin1_id: 5332921, timezone: 'America/Los_Angeles', population: 3971883, country_id: 6252001,
    country: 'United States', admin1: 'California', admin2: 'Los Angeles',
  },
  {
    id: 4831725, name: 'Longmeadow', latitude: 42.05, longitude: -72.58287, feature_code: 'PPL', country_code: 'US',
    timezone: 'America/New_York', population: 15784, country: 'United States', admin1: 'Massachusetts',
  },
  {
    id: 4250542, name: 'Springfield', latitude: 39.80172, longitude: -89.64371, elevation: 182, feature_code: 'PPLA',
    country_code: 'US', admin1_id: 4896861, timezone: 'America/Chicago', population: 116565, country_id: 6252001,
    country: 'United States', admin1: 'Illinois', admin2: 'Sangamon',
  },
  {
    id: 4951788, name: 'Springfield', latitude: 42.10148, longitude: -72.58981, feature_code: 'PPLA2', country_code: 'US',
    timezone: 'America/New_York', population: 155929, country: 'United States', admin1: 'Massachusetts',
  },
  {
    id: 5367815, name: 'Long Beach', latitude: 33.76696, longitude: -118.18923, feature_code: 'PPL', country_code: 'US',
    timezone: 'America/Los_Angeles', population: 462257, country: 'United States', admin1: 'California',
  },
] as const

/** Photon features (GeoJSON; github.com/komoot/photon): a city, a country, a street, a house, a POI. */
export const PHOTON_FEATURES = [
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-0.1277653, 51.5074456] },
    properties: {
      osm_type: 'R', osm_id: 65606, osm_key: 'place', osm_value: 'city', type: 'city', name: 'London',
      state: 'England', country: 'United Kingdom', countrycode: 'GB', extent: [-0.5103751, 51.6918741, 0.3340155, 51.2867601],
    },
  },
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-2.0, 54.7023545] },
    properties: { osm_type: 'R', osm_id: 62149, osm_key: 'place', osm_value: 'country', type: 'country', name: 'London Country Test', countrycode: 'GB' },
  },
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-0.0868, 51.5111] },
    properties: {
      osm_type: 'W', osm_id: 4253115, osm_key: 'highway', osm_value: 'primary', type: 'street', name: 'London Bridge',
      city: 'London', state: 'England', country: 'United Kingdom', countrycode: 'GB', postcode: 'EC4R 9HA',
    },
  },
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-0.1419, 51.5014] },
    properties: {
      osm_type: 'N', osm_id: 1, osm_key: 'building', osm_value: 'yes', type: 'house', housenumber: '10',
      street: 'London Road', city: 'Croydon', state: 'England', country: 'United Kingdom', countrycode: 'GB',
    },
  },
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-81.2497, 42.9834] },
    properties: {
      osm_type: 'N', osm_id: 2, osm_key: 'place', osm_value: 'town', type: 'other', name: 'London',
      state: 'Ontario', country: 'Canada', countrycode: 'CA',
    },
  },
  // A school (an address only OpenStreetMap knows), and a house in a New York borough.
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-89.6385, 39.7817] },
    properties: {
      osm_type: 'W', osm_id: 3, osm_key: 'amenity', osm_value: 'school', type: 'house', name: 'Lincoln Elementary School',
      street: 'South 5th Street', housenumber: '1020', city: 'Springfield', state: 'Illinois', country: 'United States', countrycode: 'US',
    },
  },
  {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-73.9903, 40.6928] },
    properties: {
      osm_type: 'N', osm_id: 4, osm_key: 'building', osm_value: 'yes', type: 'house', housenumber: '209',
      street: 'Joralemon Street', district: 'Brooklyn', city: 'New York', state: 'New York', country: 'United States', countrycode: 'US',
    },
  },
] as const

/** Photon's /reverse looks this far (km) by default in the fake; the real server takes `radius`. */
const REVERSE_DEFAULT_RADIUS_KM = 10

/** Rough distance in km, enough to pick the nearest recorded feature. */
function roughKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180))
  return Math.hypot(x, lat2 - lat1) * 111.2
}

const startsWith = (name: string | undefined, text: string) =>
  name !== undefined && text.length > 0 && name.toLowerCase().startsWith(text.toLowerCase())

/** A fake Open-Meteo Geocoding API: /v1/search?name=&count=, 400 without a name, as the real one. */
export function startFakeOpenMeteoGeocoding(): Promise<FakeUpstream> {
  return startFakeUpstream({
    answer: (request: RecordedRequest): FakeReply => {
      if (request.path !== '/v1/search') return { status: 404, body: { error: true, reason: 'Not Found' } }
      const name = request.query['name']
      if (name === undefined) return { status: 400, body: { error: true, reason: "Parameter 'name' is required" } }
      const count = Number(request.query['count'] ?? 10)
      const results = OPEN_METEO_PLACES.filter((p) => startsWith(p.name, name)).slice(0, count)
      // No match: the real API leaves `results` out.
      return { status: 200, body: results.length > 0 ? { results, generationtime_ms: 0.8 } : { generationtime_ms: 0.5 } }
    },
    serverErrorBody: { error: true, reason: 'Internal Server Error' },
    rateLimitedBody: { error: true, reason: 'Minutely API request limit exceeded. Please try again in one minute.' },
    invalidShapeBody: { results: [{ name: 'London', latitude: '51.5', longitude: null }] },
    retryAfterSeconds: 60,
  })
}

/** A fake Photon: /api/?q=&limit=, matching `name` or `street`. */
export function startFakePhoton(): Promise<FakeUpstream> {
  return startFakeUpstream({
    answer: (request: RecordedRequest): FakeReply => {
      if (request.path === '/reverse') return reverse(request)
      if (request.path !== '/api/') return { status: 404, body: { message: 'not found' } }
      const q = request.query['q']
      if (!q) return { status: 400, body: { message: 'missing search term \'q\': /?q=berlin' } }
      const limit = Number(request.query['limit'] ?? 15)
      const features = PHOTON_FEATURES.filter((f) => {
        const { name, street } = f.properties as { name?: string; street?: string }
        return startsWith(name, q) || startsWith(street, q)
      }).slice(0, limit)
      return { status: 200, body: { type: 'FeatureCollection', features } }
    },
    serverErrorBody: { message: 'Internal Server Error' },
    rateLimitedBody: { message: 'Too Many Requests' },
    invalidShapeBody: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: ['x'] }, properties: {} }] },
    retryAfterSeconds: 30,
  })
}

/** Photon's /reverse?lat=&lon=&radius=&limit=: the nearest features within `radius` km, nearest first. */
function reverse(request: RecordedRequest): FakeReply {
  const lat = Number(request.query['lat'])
  const lon = Number(request.query['lon'])
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return { status: 400, body: { message: 'missing lat or lon' } }
  const radius = Number(request.query['radius'] ?? REVERSE_DEFAULT_RADIUS_KM)
  const limit = Number(request.query['limit'] ?? 1)
  const features = PHOTON_FEATURES.map((f) => ({ f, km: roughKm(lon, lat, f.geometry.coordinates[0], f.geometry.coordinates[1]) }))
    .filter(({ km }) => km <= radius)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map(({ f }) => f)
  return { status: 200, body: { type: 'FeatureCollection', features } }
}
