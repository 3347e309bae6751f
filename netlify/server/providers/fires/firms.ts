import type { Fire } from '../../../../src/domain/contracts/map'
import { err, ok, type Result } from '../../result'
import { readUpstreamText } from '../../upstream-body'
import type { FireProvider } from './types'

export const FIRMS_BASE_URL = 'https://firms.modaps.eosdis.nasa.gov'
/** VIIRS 375 m on Suomi NPP, near real time (within ~3 h of overpass); global. */
export const FIRMS_SOURCE = 'VIIRS_SNPP_NRT'

/** VIIRS confidence classes in the CSV: l, n, h (FIRMS "VIIRS I-Band 375 m Active Fire Data" attributes). */
const CONFIDENCE = { l: 'low', n: 'nominal', h: 'high' } as const

/**
 * NASA FIRMS area API (https://firms.modaps.eosdis.nasa.gov/api/area/):
 * `/api/area/csv/{MAP_KEY}/{SOURCE}/{west,south,east,north}/{DAY_RANGE}` answers CSV with a
 * header row (latitude, longitude, bright_ti4, scan, track, acq_date, acq_time (HHMM UTC),
 * satellite, instrument, confidence, version, bright_ti5, frp (MW), daynight). A bad key
 * answers a plain-text "Invalid MAP_KEY." instead of CSV.
 */
export function createFirmsProvider(options: { mapKey: string; baseUrl?: string; timeoutMs: number }): FireProvider {
  const baseUrl = options.baseUrl ?? FIRMS_BASE_URL
  return {
    id: 'firms',
    source: { name: 'NASA FIRMS (VIIRS)', simulated: false, url: 'https://firms.modaps.eosdis.nasa.gov/' },
    fetchFires: async (bbox, { signal }) => {
      const area = [bbox.west, bbox.south, bbox.east, bbox.north].map((v) => String(Number(v.toFixed(4)))).join(',')
      const url = new URL(`/api/area/csv/${encodeURIComponent(options.mapKey)}/${FIRMS_SOURCE}/${area}/1`, baseUrl)
      let text: string
      try {
        const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) })
        const read = await readUpstreamText(response, { upstream: 'NASA FIRMS' })
        if (!read.ok) return read
        text = read.value
        if (!response.ok) return err({ kind: 'http', upstream: 'NASA FIRMS', message: `HTTP ${response.status}`, status: response.status })
      } catch (error) {
        signal.throwIfAborted()
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
        return err({ kind: timedOut ? 'timeout' : 'network', upstream: 'NASA FIRMS', message: timedOut ? 'no answer in time' : 'could not be reached' })
      }
      return parseFirmsCsv(text)
    },
  }
}

/** FIRMS CSV → fires; anything that is not the expected CSV is `malformed`. */
export function parseFirmsCsv(text: string): Result<Fire[]> {
  const [header = '', ...rows] = text.trim().split(/\r?\n/)
  const columns = header.split(',')
  const col = (name: string) => columns.indexOf(name)
  const [lat, lon, date, time, confidence, frp] = ['latitude', 'longitude', 'acq_date', 'acq_time', 'confidence', 'frp'].map(col)
  if ([lat, lon, date, time, confidence].some((i) => i === undefined || i < 0)) {
    return err({ kind: 'malformed', upstream: 'NASA FIRMS', message: `unexpected answer: ${header.slice(0, 80)}` })
  }
  const fires: Fire[] = []
  for (const row of rows) {
    const cells = row.split(',')
    const at = (i: number | undefined) => (i === undefined || i < 0 ? '' : (cells[i] ?? ''))
    const hhmm = at(time).padStart(4, '0')
    const detectedAt = Date.parse(`${at(date)}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`) / 1000
    const fire = {
      lat: Number(at(lat)),
      lon: Number(at(lon)),
      detectedAt,
      frpMw: at(frp) === '' || !Number.isFinite(Number(at(frp))) ? null : Number(at(frp)),
      confidence: CONFIDENCE[at(confidence) as keyof typeof CONFIDENCE] ?? 'nominal',
    }
    if (Number.isFinite(fire.lat) && Number.isFinite(fire.lon) && Number.isFinite(detectedAt)) fires.push(fire)
  }
  return ok(fires)
}
