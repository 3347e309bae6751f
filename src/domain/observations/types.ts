/**
 * Measured air: the shapes shared by the observation port (netlify/server/observations),
 * the fusion of measurements with the model (src/domain/fusion) and the accuracy record.
 * Pure types; no I/O. Concentrations are PM2.5 in µg/m³, times unix seconds (UTC).
 */

/** The networks an observation adapter can read. `simulated` is the keyless local default. */
export const OBSERVATION_NETWORKS = ['openaq', 'airnow', 'sensor-community', 'purpleair', 'simulated'] as const
export type ObservationNetwork = (typeof OBSERVATION_NETWORKS)[number]

/**
 * Who runs a station. Regulatory monitors (government reference or equivalent methods, as
 * reported by AirNow and by OpenAQ's government providers) are preferred to low-cost
 * sensors, which feed a "now" only after correction.
 */
export type StationKind = 'regulatory' | 'low-cost'

export interface Station {
  /** Stable and network-prefixed, e.g. "openaq:2178", "purpleair:131075". */
  id: string
  network: ObservationNetwork
  /** What a person reads: the monitor's or sensor's published name. */
  name: string
  lat: number
  lon: number
  kind: StationKind
  /** Indoor sensors are listed but never feed a "now" or a forecast correction. */
  indoor: boolean
  /**
   * The network's own handle for reading this station's values, where it is not the id:
   * OpenAQ lists locations but serves hours per PM2.5 sensor ("openaq:2178" reads sensor 7772).
   */
  upstreamRef?: string
}

/**
 * Why a measurement must not feed a "now". `stale`: older than the fusion's age limit;
 * `stuck`: the same value for hours; `channel-disagreement`: a PurpleAir sensor whose A and
 * B channels disagree beyond EPA's QC limits; `out-of-range`: negative or physically
 * implausible.
 */
export const OBSERVATION_FLAGS = ['indoor', 'stale', 'stuck', 'channel-disagreement', 'out-of-range'] as const
export type ObservationFlag = (typeof OBSERVATION_FLAGS)[number]

/**
 * A correction applied to a low-cost sensor's raw value, named by its method.
 * `epa-purpleair-us-2021` is EPA's US-wide PurpleAir equation (Barkjohn et al. 2021) with its
 * extension for dense smoke (Barkjohn et al. 2022) above 570 µg/m³ raw, whose low range is the
 * 2021 equation unchanged (src/domain/observations/purpleair-correction.ts).
 */
export type ObservationCorrection = 'epa-purpleair-us-2021'

/** One hour of PM2.5 at one station. */
export interface Observation {
  stationId: string
  /** Start of the UTC hour the value averages, unix seconds (like `HourlyReading.dt`). */
  dt: number
  /** PM2.5 in µg/m³, after `correction` where one applies. */
  pm2_5: number
  /** The value before correction, µg/m³, where a correction applied. */
  rawPm2_5?: number
  correction?: ObservationCorrection
  /** Empty when the value may be used. */
  flags: ObservationFlag[]
}

/** A station near a place with its recent hourly measurements, oldest first. */
export interface StationSeries {
  station: Station
  /** Great-circle distance from the place, km. */
  distanceKm: number
  observations: Observation[]
}
