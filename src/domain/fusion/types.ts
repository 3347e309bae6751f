/**
 * Fusion of measurements with the model for one place (issue 14, decision 165): what goes in
 * and what comes out. Concentrations are PM2.5 in µg/m³, times unix seconds (UTC). Levels are
 * derived downstream from `pm2_5` through the one index model (decision 135); fusion has none.
 */
import type { ObservationCorrection, ObservationNetwork, StationKind } from '../observations/types'

/** One hour of the model's forecast at the place (e.g. CAMS via Open-Meteo). */
export interface ModelHour {
  /** Start of the UTC hour, unix s. */
  dt: number
  /** µg/m³. */
  pm2_5: number
}

/** The model's hours at the place, ascending by `dt`, past hours included where it has them. */
export interface ModelForecast {
  /** What a person reads as the forecast's origin, e.g. "CAMS global forecast". */
  label: string
  hours: readonly ModelHour[]
}

/** Where an hour's value comes from: measured now, the model corrected by measurements, or the model alone. */
export type FusedSource = 'measured' | 'fused' | 'model'

export interface FusedHour {
  /** Start of the UTC hour, unix s. */
  dt: number
  /** µg/m³, never negative. */
  pm2_5: number
  source: FusedSource
}

/** A station that fed the "now", as a person can be shown it. */
export interface StationUsed {
  id: string
  name: string
  network: ObservationNetwork
  kind: StationKind
  /** Great-circle distance from the place, km. */
  distanceKm: number
  /** Minutes from the end of its latest usable hour to the fusion's `now`. */
  ageMinutes: number
  /** The correction its values went through (low-cost sensors); absent for a regulatory monitor. */
  correction?: ObservationCorrection
  /** Its EPA NowCast at its latest usable hour, µg/m³. */
  nowcastPm2_5: number
  /** Its share of the combined "now" (inverse-distance weight, the shares sum to 1). */
  weight: number
}

/** Why the hours say what they say, for display beside them. */
export type FusionProvenance =
  | {
      kind: 'measured'
      /** Used stations, pinned first, then nearest first. */
      stations: StationUsed[]
      model: string
      /** Measured NowCast − model at the measured hour, µg/m³ (the correction at lead 0). */
      correctionPm2_5: number
      /** The correction's e-folding time, hours. */
      fadeHours: number
    }
  | { kind: 'model-estimate'; label: 'model estimate'; stations: []; model: string }

export interface FusedForecast {
  hours: FusedHour[]
  provenance: FusionProvenance
}

/** The limits that decide which stations may feed a "now" (decision 165). */
export interface StationLimits {
  /** Farthest a regulatory monitor may be from the place, km. */
  regulatoryKm: number
  /** Farthest a corrected low-cost sensor may be, km. */
  lowCostKm: number
  /** Oldest the latest usable hour may be (from its end to `now`), minutes. */
  maxAgeMinutes: number
  /** Most stations combined. */
  maxStations: number
}

/** A person's choices about stations near a place. */
export interface StationChoices {
  /** Used first, whatever their distance, while their data is valid. */
  pinnedIds: readonly string[]
  /** Never used. */
  excludedIds: readonly string[]
}
