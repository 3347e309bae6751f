import { contains, type Bbox } from '../../domain/map/bbox'

/** A city the offline basemap can name: [name, lat, lon, population] (map-cities.json, decision 290). */
export type City = readonly [name: string, lat: number, lon: number, population: number]

export interface CityLabel {
  name: string
  lat: number
  lon: number
}

/**
 * The least population a city needs to be named at `zoom`: the world view names megacities,
 * a country view cities of a million, a region view every city the file holds (300,000 and
 * capitals).
 */
export function minPopulationAt(zoom: number): number {
  if (zoom < 3) return 8_000_000
  if (zoom < 4.5) return 3_000_000
  if (zoom < 6) return 1_000_000
  if (zoom < 7) return 500_000
  return 0
}

const LABEL_HEIGHT_PX = 18
/** A label sits this far above its city's point (map-canvas.tsx), leaving the point clear. */
export const LABEL_LIFT_PX = 6
/** About the width of one character of the labels' 12 px type, plus the label's padding. */
const CHAR_WIDTH_PX = 7
const PADDING_PX = 10
/** The strip along the map's foot where its attribution is written. */
const ATTRIBUTION_PX = 24

/** The map's size in pixels: a label that would leave it, or cover the attribution, is not drawn. */
export interface Viewport {
  width: number
  height: number
}

/**
 * The cities to name in this view, largest first (`cities` is sorted so): inside the bounds,
 * big enough for the zoom, wholly inside the viewport when one is given, and not overlapping a
 * larger city's label on screen (`project` gives a city's pixel position), at most `max`.
 */
export function pickCityLabels(
  cities: readonly City[],
  bounds: Bbox,
  zoom: number,
  project: (lat: number, lon: number) => { x: number; y: number },
  viewport: Viewport | null = null,
  max = 24,
): CityLabel[] {
  const least = minPopulationAt(zoom)
  const placed: { left: number; right: number; top: number; bottom: number }[] = []
  const labels: CityLabel[] = []
  for (const [name, lat, lon, population] of cities) {
    if (labels.length >= max || population < least) break
    if (!contains(bounds, { lat, lon })) continue
    const { x, y } = project(lat, lon)
    const half = (name.length * CHAR_WIDTH_PX + PADDING_PX) / 2
    const box = { left: x - half, right: x + half, top: y - LABEL_LIFT_PX - LABEL_HEIGHT_PX, bottom: y - LABEL_LIFT_PX }
    if (viewport && (box.left < 0 || box.right > viewport.width || box.top < 0 || box.bottom > viewport.height - ATTRIBUTION_PX)) continue
    if (placed.some((p) => box.left < p.right && box.right > p.left && box.top < p.bottom && box.bottom > p.top)) continue
    placed.push(box)
    labels.push({ name, lat, lon })
  }
  return labels
}
