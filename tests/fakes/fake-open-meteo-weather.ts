import { startFakeUpstream, type FakeUpstream } from './fake-upstream'
import { realNow } from './scripted-hours'

/**
 * A fake Open-Meteo Weather Forecast API (/v1/forecast) answering hourly `wind_speed_10m` and
 * `wind_direction_10m` for each comma-separated coordinate (an array for several, an object for
 * one, as the real API does), in unix time from today's UTC midnight, and HTTP 400 for unknown
 * variables. The wind blows from `fromDegrees` (default 270°, a westerly) at 5 m/s.
 */
export async function startFakeOpenMeteoWeather(options: { now?: () => number; fromDegrees?: number } = {}): Promise<FakeUpstream> {
  const now = options.now ?? realNow
  return startFakeUpstream({
    answer: ({ path, query }) => {
      if (path !== '/v1/forecast') return { status: 404, body: { error: true, reason: 'Not Found' } }
      const variables = (query['hourly'] ?? '').split(',')
      const unknown = variables.find((v) => v !== 'wind_speed_10m' && v !== 'wind_direction_10m')
      if (unknown) return { status: 400, body: { error: true, reason: `Cannot initialize WeatherVariable from invalid String value ${unknown}` } }
      if (query['wind_speed_unit'] !== 'ms') return { status: 400, body: { error: true, reason: 'the fake serves m/s only' } }
      const lats = (query['latitude'] ?? '').split(',').map(Number)
      const lons = (query['longitude'] ?? '').split(',').map(Number)
      const midnight = Math.floor(now() / 86_400) * 86_400
      const time = Array.from({ length: 48 }, (_, h) => midnight + h * 3600)
      const locations = lats.map((latitude, i) => ({
        latitude,
        longitude: lons[i],
        hourly: { time, wind_speed_10m: time.map(() => 5), wind_direction_10m: time.map(() => options.fromDegrees ?? 270) },
      }))
      return { status: 200, body: locations.length === 1 ? locations[0] : locations }
    },
    serverErrorBody: { error: true, reason: 'Internal Server Error' },
    rateLimitedBody: { error: true, reason: 'Minutely API request limit exceeded.' },
    invalidShapeBody: { hourly: { time: ['x'] } },
    retryAfterSeconds: 60,
  })
}
