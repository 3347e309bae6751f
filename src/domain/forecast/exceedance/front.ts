/*
 * A smoke front read from the neighbours alone, without wind (decision 273): neighbours 10-100 km
 * away that crossed the threshold in the last 12 hours are taken as points of one plane wave
 * crossing the region, t_i ≈ t0 + s · x_i (x_i the neighbour's offset from the place, km; t_i its
 * crossing hour relative to now; s the slowness, h/km), fitted by least squares (a small ridge
 * on s, so two crossings give the wave along their line). t0 is when the wave would reach the
 * place; 1/|s| its apparent speed; s/|s| the way it moves. Every value is NaN when it cannot
 * be known (no offsets, too few crossings, a degenerate fit).
 */

const EARTH_RADIUS_KM = 6371

/** The offset of `b` from `a`, km east and km north (equirectangular: within a few tenths of a percent at 100 km). */
export function offsetKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): { eastKm: number; northKm: number } {
  const rad = Math.PI / 180
  return {
    eastKm: ((((b.lon - a.lon + 540) % 360) - 180) * rad * EARTH_RADIUS_KM * Math.cos(((a.lat + b.lat) / 2) * rad)),
    northKm: (b.lat - a.lat) * rad * EARTH_RADIUS_KM,
  }
}

/** Hours back a neighbour's crossing counts as part of the front under way. */
export const FRONT_HOURS = 12
/** Predicted arrival, hours from now, is clipped to this (a wave fitted as nearly still says "not soon"). */
const ETA_LIMIT_HOURS = 48
/** Apparent speeds are clipped to this, km/h (crossings in the same hour make |s| near 0). */
const SPEED_LIMIT_KMH = 200

/** One neighbour's offset from the place (km east, km north) and its value per age (index 1 = the last hour). */
export interface FrontNeighbour {
  eastKm: number
  northKm: number
  ages: readonly (number | undefined)[]
}

export interface FrontFeatures {
  /** Neighbours with an offset that crossed the level in the last 12 h. */
  crossings: number
  /** Hours from now until the fitted wave reaches the place (negative: it should have); NaN under 2 crossings. */
  etaHours: number
  /** Apparent speed of the wave, km/h; NaN under 2 crossings. */
  speedKmh: number
  /** Root-mean-square misfit of the crossing hours, h; NaN under 3 crossings. */
  residualHours: number
  /** Cosine between the wave's way and the way from the crossed neighbours to the place (1: coming straight at it); NaN under 2 crossings. */
  downstream: number
  /** Highest last value (relative to the level) of the neighbours the wave reached before the place; NaN without a way. */
  upstreamMax: number
  /** Distance of the nearest crossed neighbour, km; NaN without one. */
  nearestKm: number
  /** Hours since the nearest crossed neighbour crossed; NaN without one. */
  nearestAgeHours: number
}

const MISSING: FrontFeatures = {
  crossings: 0, etaHours: Number.NaN, speedKmh: Number.NaN, residualHours: Number.NaN, downstream: Number.NaN, upstreamMax: Number.NaN,
  nearestKm: Number.NaN, nearestAgeHours: Number.NaN,
}

/** The age (hours) of the neighbour's most recent hour at or over `level` whose hour before was measured under it, within the front's hours. */
export function crossingAge(ages: readonly (number | undefined)[], level: number): number | null {
  for (let age = 1; age <= FRONT_HOURS; age += 1) {
    const v = ages[age]
    const before = ages[age + 1]
    if (v !== undefined && before !== undefined && v >= level && before < level) return age
  }
  return null
}

/** Solves the 3×3 system `a x = b` (Gaussian elimination with pivoting); null when singular. */
function solve3(a: number[][], b: number[]): number[] | null {
  const m = a.map((row, i) => [...row, b[i] ?? 0])
  for (let col = 0; col < 3; col += 1) {
    let pivot = col
    for (let r = col + 1; r < 3; r += 1) if (Math.abs(m[r]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = r
    const p = m[pivot]
    if (p === undefined || Math.abs(p[col] ?? 0) < 1e-12) return null
    ;[m[col], m[pivot]] = [p, m[col] ?? p]
    for (let r = 0; r < 3; r += 1) {
      if (r === col) continue
      const row = m[r]
      const top = m[col]
      if (row === undefined || top === undefined) continue
      const f = (row[col] ?? 0) / (top[col] ?? 1)
      for (let c = col; c < 4; c += 1) row[c] = (row[c] ?? 0) - f * (top[c] ?? 0)
    }
  }
  return m.map((row, i) => (row[3] ?? 0) / (row[i] ?? 1))
}

/** The front at `level` (same units as the ages' values), from the neighbours with offsets. */
export function frontFeatures(neighbours: readonly FrontNeighbour[], level: number): FrontFeatures {
  const crossed: { x: number; y: number; t: number; km: number }[] = []
  for (const n of neighbours) {
    const age = crossingAge(n.ages, level)
    if (age !== null) crossed.push({ x: n.eastKm, y: n.northKm, t: -age, km: Math.hypot(n.eastKm, n.northKm) })
  }
  if (crossed.length === 0) return MISSING
  const nearest = crossed.reduce((a, b) => (b.km < a.km ? b : a))
  const base = { ...MISSING, crossings: crossed.length, nearestKm: nearest.km, nearestAgeHours: -nearest.t }
  if (crossed.length < 2) return base
  // Least squares for (t0, sx, sy), a ridge on s of 1 % of the offsets' spread (two crossings: the wave along their line).
  const n = crossed.length
  const mx = crossed.reduce((s, c) => s + c.x, 0) / n
  const my = crossed.reduce((s, c) => s + c.y, 0) / n
  const spread = crossed.reduce((s, c) => s + (c.x - mx) ** 2 + (c.y - my) ** 2, 0)
  if (spread < 1) return base
  const ridge = 0.01 * spread
  let sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0, st = 0, sxt = 0, syt = 0
  for (const c of crossed) {
    sx += c.x; sy += c.y; sxx += c.x * c.x; sxy += c.x * c.y; syy += c.y * c.y; st += c.t; sxt += c.x * c.t; syt += c.y * c.t
  }
  const fit = solve3([[n, sx, sy], [sx, sxx + ridge, sxy], [sy, sxy, syy + ridge]], [st, sxt, syt])
  if (fit === null) return base
  const [t0 = 0, px = 0, py = 0] = fit
  const slowness = Math.hypot(px, py)
  const residual = Math.sqrt(crossed.reduce((s, c) => s + (c.t - (t0 + px * c.x + py * c.y)) ** 2, 0) / n)
  // The wave's way is s/|s|; the place lies downstream when it is on the far side of the crossed neighbours.
  const toPlace = Math.hypot(mx, my)
  const way = slowness > 0 ? { x: px / slowness, y: py / slowness } : null
  const downstream = way === null || toPlace < 1e-6 ? Number.NaN : (-mx * way.x - my * way.y) / toPlace
  let upstreamMax = Number.NaN
  if (way !== null) {
    for (const nb of neighbours) {
      if (nb.eastKm * way.x + nb.northKm * way.y >= 0) continue
      const last = nb.ages[1] ?? nb.ages[2]
      if (last === undefined) continue
      upstreamMax = Number.isNaN(upstreamMax) ? last / level : Math.max(upstreamMax, last / level)
    }
  }
  return {
    ...base,
    etaHours: Math.max(-ETA_LIMIT_HOURS, Math.min(ETA_LIMIT_HOURS, t0)),
    speedKmh: slowness > 0 ? Math.min(SPEED_LIMIT_KMH, 1 / slowness) : SPEED_LIMIT_KMH,
    residualHours: n >= 3 ? residual : Number.NaN,
    downstream,
    upstreamMax,
  }
}
