/**
 * The deterministic "weather" behind the simulated provider: a hash of place and hour stands
 * in for randomness (no Math.random, no clock), and pollution episodes are scheduled per place
 * in fixed slots so tests can ask when the next one comes.
 */

export const HOUR_SECONDS = 3600
/** Each place gets at most one episode per slot of this many hours. */
const SLOT_HOURS = 72
/** Chance that a slot holds an episode: about one episode per place every 5 days. */
const EPISODE_CHANCE = 0.6
const MIN_EPISODE_HOURS = 14
const MAX_EPISODE_HOURS = 26
/** Hours of build-up and of clearing at each end of an episode. */
const RAMP_HOURS = 5
/**
 * PM2.5 at the top of an episode, µg/m³: its NowCast always reaches Poor (≥ 55.5, US AQI 151)
 * and Very Poor (≥ 125.5, US AQI 201) in about half of the episodes.
 */
const MIN_PEAK_PM25 = 65
const MAX_PEAK_PM25 = 190

/** A place as the simulation sees it: its coordinates rounded to 0.01° (~1 km). */
export interface SimulatedPlace {
  latKey: number
  lonKey: number
  /** Hours by which this place's episode slots are shifted, so places are not in step. */
  phaseHours: number
}

/** A multi-hour pollution episode; times in unix seconds, `end` exclusive. */
export interface SimulatedEpisode {
  start: number
  end: number
  /** PM2.5 on the plateau of the episode, µg/m³. */
  peakPm25: number
}

/** A uniform number in [0, 1) from integers (a murmur3-style mix). */
export function unitHash(...values: number[]): number {
  let h = 0x9e3779b9
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0xcc9e2d51)
    h = (h << 15) | (h >>> 17)
    h = Math.imul(h, 0x1b873593)
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  h ^= h >>> 16
  return (h >>> 0) / 2 ** 32
}

export function simulatedPlace(latDegrees: number, lonDegrees: number): SimulatedPlace {
  const latKey = Math.round(latDegrees * 100)
  const lonKey = Math.round(lonDegrees * 100)
  return { latKey, lonKey, phaseHours: Math.floor(unitHash(latKey, lonKey, 0, 0) * SLOT_HOURS) }
}

/** Place-bound random number for a stream (`channel`) at an integer step (`index`). */
export const placeHash = (place: SimulatedPlace, index: number, channel: number) =>
  unitHash(place.latKey, place.lonKey, index, channel)

function episodeInSlot(place: SimulatedPlace, slot: number): SimulatedEpisode | null {
  if (placeHash(place, slot, 1) >= EPISODE_CHANCE) return null
  const hours = MIN_EPISODE_HOURS + Math.floor(placeHash(place, slot, 2) * (MAX_EPISODE_HOURS - MIN_EPISODE_HOURS + 1))
  const offset = Math.floor(placeHash(place, slot, 3) * (SLOT_HOURS - hours + 1))
  const startHour = slot * SLOT_HOURS - place.phaseHours + offset
  const peakPm25 = MIN_PEAK_PM25 + placeHash(place, slot, 4) * (MAX_PEAK_PM25 - MIN_PEAK_PM25)
  return {
    start: startHour * HOUR_SECONDS,
    end: (startHour + hours) * HOUR_SECONDS,
    peakPm25: Math.round(peakPm25 * 10) / 10,
  }
}

const slotOf = (place: SimulatedPlace, hourIndex: number) =>
  Math.floor((hourIndex + place.phaseHours) / SLOT_HOURS)

/**
 * How strongly the episode weighs on the hour starting at `dt` (unix seconds): 0 outside,
 * rising over the first RAMP_HOURS, 1 on the plateau, falling over the last RAMP_HOURS.
 */
export function episodeWeight(place: SimulatedPlace, dt: number): { weight: number; episode: SimulatedEpisode | null } {
  const hourIndex = Math.floor(dt / HOUR_SECONDS)
  const episode = episodeInSlot(place, slotOf(place, hourIndex))
  if (!episode || dt < episode.start || dt >= episode.end) return { weight: 0, episode: null }
  const hours = (episode.end - episode.start) / HOUR_SECONDS
  const t = hourIndex - episode.start / HOUR_SECONDS
  const ramp = RAMP_HOURS
  const weight = t < ramp ? (t + 1) / (ramp + 1) : t >= hours - ramp ? (hours - t) / (ramp + 1) : 1
  return { weight, episode }
}

/**
 * The simulated episode at a place that is under way at `from` or comes next (unix seconds),
 * looking up to ~100 days ahead; null if none (practically never). For tests and demos.
 */
export function nextSimulatedEpisode(latDegrees: number, lonDegrees: number, from: number): SimulatedEpisode | null {
  const place = simulatedPlace(latDegrees, lonDegrees)
  const firstSlot = slotOf(place, Math.floor(from / HOUR_SECONDS))
  for (let slot = firstSlot; slot < firstSlot + 34; slot++) {
    const episode = episodeInSlot(place, slot)
    if (episode && episode.end > from) return episode
  }
  return null
}
