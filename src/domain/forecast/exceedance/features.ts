/*
 * What the exceedance classifier reads (issue 23, decision 220): the station's own recent hours,
 * its 14-day diurnal profile and neighbours 10-100 km away (with their positions, the front
 * crossing them: decision 273), every value divided by the threshold
 * so that one model serves several thresholds. Whatever is missing (no history, no neighbours,
 * no local clock) is NaN, and the trees send NaN down the branch learned for it. Not read: how
 * many neighbours there are and how near (decision 295) — the monitoring network's shape, which
 * told the trees which event they were in, not what the air will do.
 */
import { nowcast } from '../../aqi/nowcast'
import type { HourlyObservation } from '../nowcast-predictor'
import { frontFeatures, type FrontNeighbour } from './front'

const HOUR = 3600
/** Days of the station's own hours the diurnal profile reads (the "keep ≥ 14 days"). */
export const PROFILE_DAYS = 14
const HISTORY_HOURS = PROFILE_DAYS * 24
/** The hours the classifier speaks of, after the hour under way. */
export const TARGET_FROM_HOURS = 2
export const TARGET_TO_HOURS = 6
/** A profile hour needs this many days with a value there; a window share this many days. */
const MIN_PROFILE_DAYS = 3
/** Neighbours read: 10-100 km (closer ones are the same air; farther ones say little in 6 h). */
export const NEIGHBOUR_MIN_KM = 10
export const NEIGHBOUR_MAX_KM = 100

/** A station 10-100 km away and its hourly PM2.5 (µg/m³) of the last 24 hours or more. */
export interface NeighbourHours {
  distanceKm: number
  hours: readonly HourlyObservation[]
  /** Its offset from the place, km east and km north (decision 273's front); absent: unknown. */
  eastKm?: number
  northKm?: number
}

export interface ExceedanceInput {
  /** Start of the hour under way, unix s: the station's hours up to `hour` − 1 h are measured. */
  hour: number
  /** The threshold as hourly PM2.5, µg/m³ (a US AQI or level threshold through its PM2.5 equivalent). */
  thresholdUgM3: number
  /** The place's own hourly PM2.5 (µg/m³), the last 14 days; any order, gaps allowed. */
  station: readonly HourlyObservation[]
  /** Stations 10-100 km away; others are ignored. Empty: none. */
  neighbours: readonly NeighbourHours[]
  /** The place's UTC offset at `hour`, seconds; null when unknown. */
  utcOffsetSeconds: number | null
}

/** Feature names, in the order of `exceedanceFeatures`' values (the model file lists them too). */
export const FEATURE_NAMES = [
  'lag1', 'lag2', 'lag3', 'lag6', 'lag12', 'lag24', 'nowcast', 'rise1', 'rise3', 'max24', 'mean24',
  'hours_since_exceedance', 'profile_ahead', 'profile_now', 'profile_rise', 'profile_projected',
  'profile_exceedance_share', 'local_hour', 'neighbour_max', 'neighbour_idw',
  'neighbour_share_over', 'neighbour_max_rise3', 'neighbour_max6', 'neighbour_crossed6', 'neighbour_max_over_own',
  // Decision 273: the front without wind, fitted at the threshold and at half of it.
  'front_crossings', 'front_eta', 'front_speed', 'front_residual', 'front_downstream', 'front_upstream_max',
  'front_nearest_age', 'front_half_crossings', 'front_half_eta', 'front_half_downstream',
] as const

/** Values by hours before `hour` (index 1 = the last measured hour); undefined where absent. */
function byAge(hours: readonly HourlyObservation[], hour: number, maxAge: number): (number | undefined)[] {
  const ages: (number | undefined)[] = new Array(maxAge + 1)
  for (const h of hours) {
    const age = Math.round((hour - h.time) / HOUR)
    if (age >= 1 && age <= maxAge && Number.isFinite(h.value)) ages[age] = Math.max(0, h.value)
  }
  return ages
}

const relative = (value: number | undefined, threshold: number) => (value === undefined ? Number.NaN : value / threshold)

function stats(values: readonly (number | undefined)[], from: number, to: number): { max: number; mean: number } {
  let max = Number.NaN
  let sum = 0
  let count = 0
  for (let age = from; age <= to; age += 1) {
    const v = values[age]
    if (v === undefined) continue
    max = count === 0 ? v : Math.max(max, v)
    sum += v
    count += 1
  }
  return { max, mean: count === 0 ? Number.NaN : sum / count }
}

/** Mean of the values 24 h, 48 h, … before the hour `age` hours ago, over the profile's days; NaN under 3 days. */
function profileAt(ages: readonly (number | undefined)[], age: number): number {
  let sum = 0
  let count = 0
  for (let a = age; a <= HISTORY_HOURS; a += 24) {
    const v = a >= 1 ? ages[a] : undefined
    if (v === undefined) continue
    sum += v
    count += 1
  }
  return count >= MIN_PROFILE_DAYS ? sum / count : Number.NaN
}

/** The diurnal profile's view of the target hours: its highest mean there, its mean now, and the share of past days over the threshold then. */
function diurnal(ages: readonly (number | undefined)[], threshold: number): { ahead: number; now: number; share: number } {
  let ahead = Number.NaN
  for (let k = TARGET_FROM_HOURS; k <= TARGET_TO_HOURS; k += 1) {
    const value = profileAt(ages, 24 - k)
    if (!Number.isNaN(value)) ahead = Number.isNaN(ahead) ? value : Math.max(ahead, value)
  }
  let days = 0
  let over = 0
  for (let day = 1; day <= PROFILE_DAYS; day += 1) {
    let seen = false
    let hit = false
    for (let k = TARGET_FROM_HOURS; k <= TARGET_TO_HOURS; k += 1) {
      const v = ages[day * 24 - k]
      if (v === undefined) continue
      seen = true
      if (v >= threshold) hit = true
    }
    if (seen) days += 1
    if (hit) over += 1
  }
  return { ahead, now: profileAt(ages, 1), share: days >= MIN_PROFILE_DAYS ? over / days : Number.NaN }
}

function hoursSinceExceedance(ages: readonly (number | undefined)[], threshold: number): number {
  let measured = 0
  for (let age = 1; age <= HISTORY_HOURS; age += 1) {
    const v = ages[age]
    if (v === undefined) continue
    if (v >= threshold) return age
    measured += 1
  }
  // A day of hours without one says "not lately"; less says nothing.
  return measured >= 24 ? HISTORY_HOURS : Number.NaN
}

function neighbourFeatures(input: ExceedanceInput, own: number | undefined): number[] {
  const t = input.thresholdUgM3
  const near = input.neighbours.filter((n) => n.distanceKm >= NEIGHBOUR_MIN_KM && n.distanceKm <= NEIGHBOUR_MAX_KM)
  let count = 0
  let max = Number.NaN
  let weighted = 0
  let weights = 0
  let over = 0
  let maxRise = Number.NaN
  let max6 = Number.NaN
  let crossed = 0
  const placed: FrontNeighbour[] = []
  for (const n of near) {
    const ages = byAge(n.hours, input.hour, 24)
    const last = ages[1] ?? ages[2]
    if (last === undefined) continue
    count += 1
    if (n.eastKm !== undefined && n.northKm !== undefined && Number.isFinite(n.eastKm) && Number.isFinite(n.northKm)) {
      placed.push({ eastKm: n.eastKm, northKm: n.northKm, ages })
    }
    max = Number.isNaN(max) ? last : Math.max(max, last)
    const w = 1 / (n.distanceKm * n.distanceKm)
    weighted += w * last
    weights += w
    if (last >= t) over += 1
    const before = ages[4]
    if (before !== undefined) maxRise = Number.isNaN(maxRise) ? last - before : Math.max(maxRise, last - before)
    const recent = stats(ages, 1, 6).max
    max6 = Number.isNaN(max6) ? recent : Math.max(max6, recent)
    const earlier = stats(ages, 7, 24).max
    if (recent >= t && earlier < t) crossed += 1
  }
  const front = frontFeatures(placed, t)
  const half = frontFeatures(placed, t / 2)
  const frontValues = placed.length === 0
    ? new Array<number>(10).fill(Number.NaN)
    : [
        front.crossings, front.etaHours, front.speedKmh, front.residualHours, front.downstream, front.upstreamMax,
        front.nearestAgeHours, half.crossings, half.etaHours, half.downstream,
      ]
  if (count === 0) return [...new Array<number>(7).fill(Number.NaN), ...frontValues]
  return [
    max / t, weighted / weights / t, over / count, maxRise / t, max6 / t, crossed / count,
    own === undefined ? Number.NaN : (max - own) / t,
    ...frontValues,
  ]
}

/**
 * The classifier's inputs for one place in the hour starting `input.hour`, in `FEATURE_NAMES`
 * order; concentrations and differences divided by the threshold, hours as hours, NaN where
 * unknown.
 */
export function exceedanceFeatures(input: ExceedanceInput): number[] {
  const t = input.thresholdUgM3
  const ages = byAge(input.station, input.hour, HISTORY_HOURS)
  const lag = (k: number) => relative(ages[k], t)
  const newestFirst = Array.from({ length: 12 }, (_, i) => ages[i + 1] ?? null)
  const level = nowcast('pm', newestFirst)
  const last = ages[1]
  const rise = (k: number) => (last === undefined || ages[k + 1] === undefined ? Number.NaN : (last - (ages[k + 1] ?? 0)) / t)
  const day = stats(ages, 1, 24)
  const profile = diurnal(ages, t)
  const projected = last === undefined ? Number.NaN : (last + profile.ahead - profile.now) / t
  const localHour = input.utcOffsetSeconds === null
    ? Number.NaN
    : (((Math.floor((input.hour + input.utcOffsetSeconds) / HOUR) % 24) + 24) % 24)
  return [
    lag(1), lag(2), lag(3), lag(6), lag(12), lag(24), level === null ? Number.NaN : level / t, rise(1), rise(3),
    day.max / t, day.mean / t, hoursSinceExceedance(ages, t),
    profile.ahead / t, profile.now / t, (profile.ahead - profile.now) / t, projected, profile.share, localHour,
    ...neighbourFeatures(input, last),
  ]
}
