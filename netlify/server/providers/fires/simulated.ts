import type { Bbox } from '../../../../src/domain/map/bbox'
import { ok } from '../../result'
import type { FireProvider } from './types'

/**
 * Local mode's fires without a FIRMS key: two fixed detections per 2° square that the view
 * touches, placed from the square's coordinates, labelled "Simulated". Never on a deploy:
 * there, no key means the layer is off.
 */
export function createSimulatedFires(): FireProvider {
  return {
    id: 'simulated',
    source: { name: 'Simulated fires', simulated: true, url: null },
    fetchFires: async (bbox: Bbox, { signal, now }) => {
      signal.throwIfAborted()
      const fires = []
      for (let lat = Math.floor(bbox.south / 2) * 2; lat < bbox.north && fires.length < 20; lat += 2) {
        for (let lon = Math.floor(bbox.west / 2) * 2; lon < bbox.east && fires.length < 20; lon += 2) {
          const seed = Math.abs(Math.sin(lat * 12.9898 + lon * 78.233))
          const fire = { lat: lat + 0.3 + seed, lon: lon + 0.2 + seed * 1.4, detectedAt: Math.floor(now / 3600) * 3600 - 5400, frpMw: Math.round(seed * 400) / 10, confidence: 'nominal' as const }
          if (fire.lat >= bbox.south && fire.lat <= bbox.north && fire.lon >= bbox.west && fire.lon <= bbox.east) fires.push(fire)
        }
      }
      return ok(fires)
    },
  }
}
