// zod/mini: these schemas also run in the browser, where every kilobyte counts.
import * as z from 'zod/mini'
import { POLLUTANTS } from '../aqi/pollutants'

export type { Coordinates } from './coordinates'

const concentration = z.nullable(z.number())
export const componentsSchema = z.object({
  co: concentration,
  no: concentration,
  no2: concentration,
  o3: concentration,
  so2: concentration,
  pm2_5: concentration,
  pm10: concentration,
  nh3: concentration,
})

export const pollutantSchema = z.enum(POLLUTANTS)

/** From `from` (unix s) on, the place's clock is `seconds` ahead of UTC (src/domain/time/utc-offset.ts). */
export const utcOffsetChangeSchema = z.object({ from: z.int(), seconds: z.int() })

const subIndex = z.nullable(z.int())

/**
 * One hour, in the docs/product.md §Data shape plus the US AQI computed by our domain. `main.aqi` is the US
 * AQI's category on the 1-5 scale (decision 135), so the two always agree. The US AQI is EPA's
 * NowCast AQI for the current hour and before (PM and O3 NowCast, CO 8-hour mean, NO2 and SO2
 * the hour), and for a later forecast hour the AQI of its own concentrations (`averaging`).
 */
export const airQualityEntrySchema = z.object({
  dt: z.int(),
  main: z.object({ aqi: z.int().check(z.minimum(1), z.maximum(5)) }),
  components: componentsSchema,
  usAqi: z.nullable(z.int()),
  /** True when a pollutant is above the top of EPA's table: `usAqi` is 500 and reads "500+". */
  usAqiBeyond: z.optional(z.boolean()),
  /** Each pollutant's US AQI for the hour, on the same averaging as `usAqi`. */
  usSubIndexes: z.optional(
    z.object({ pm2_5: subIndex, pm10: subIndex, o3: subIndex, no2: subIndex, so2: subIndex, co: subIndex }),
  ),
  dominantPollutant: z.nullable(pollutantSchema),
  /**
   * How `usAqi` and `main.aqi` are averaged (decision 152): 'nowcast' for the current hour and
   * before, 'hourly' for a forecast hour (its own concentration). Absent in answers kept offline
   * from older versions.
   */
  averaging: z.optional(z.enum(['nowcast', 'hourly'])),
  /**
   * Where the hour's PM2.5 comes from (issue 14, decisions 165 and 194): 'measured' (stations
   * near the place), 'fused' (the model corrected by the measured difference, fading with lead
   * time) or 'model' (the model alone). Absent in answers kept offline from older versions.
   */
  pmSource: z.optional(z.enum(['measured', 'fused', 'model'])),
  /**
   * The hour on the official indexes of Europe, by the same rule as `usAqi` (decision 152):
   * DEFRA's DAQI (1-10) and the EEA's EAQI (1-6), the values the regional card and the alert job
   * read, so a DAQI or EAQI alert threshold is judged on screen as the job judges it (decision
   * 275). Absent in answers kept offline from older versions.
   */
  official: z.optional(z.object({ ukDaqi: z.nullable(z.int()), eaqi: z.nullable(z.int()) })),
})
export type AirQualityEntry = z.infer<typeof airQualityEntrySchema>

export const sourceIdSchema = z.enum(['open-meteo', 'openweathermap', 'simulated'])
export type SourceId = z.infer<typeof sourceIdSchema>

export const sourceSchema = z.object({
  id: sourceIdSchema,
  /** What a person reads, e.g. "CAMS forecast via Open-Meteo" or "Simulated data". */
  name: z.string(),
  simulated: z.boolean(),
  url: z.nullable(z.string()),
})
export type Source = z.infer<typeof sourceSchema>

/** A station id: its network, a colon and the network's own id, e.g. "openaq:2178". */
export const STATION_ID_PATTERN = /^(openaq|airnow|sensor-community|purpleair|simulated):[A-Za-z0-9._-]{1,64}$/

/** A station near the place as a person is shown it (issue 14 part 3). */
export const stationShownSchema = z.object({
  id: z.string(),
  name: z.string(),
  network: z.enum(['openaq', 'airnow', 'sensor-community', 'purpleair', 'simulated']),
  kind: z.enum(['regulatory', 'low-cost']),
  /** From the place asked about, km. */
  distanceKm: z.number(),
  /** Minutes from the end of its latest usable hour to `generatedAt`; null when it has none. */
  ageMinutes: z.nullable(z.number()),
  /** The correction its values went through (low-cost sensors). */
  correction: z.optional(z.string()),
  /** Its EPA NowCast PM2.5 at its latest usable hour, µg/m³; null when it has none. */
  nowcastPm2_5: z.nullable(z.number()),
  /** Its share of the measured "now" (0 when not used; the used ones sum to 1). */
  weight: z.number(),
  /** 'used' fed the "now"; otherwise why not. */
  status: z.enum(['used', 'pinned', 'excluded', 'indoor', 'stale', 'flagged', 'uncorrected', 'too-far', 'not-needed']),
})
export type StationShown = z.infer<typeof stationShownSchema>

/**
 * Where this answer's numbers come from (issue 14 part 3, decision 194): measured at stations
 * near the place (the model's next hours corrected by them), or the model alone. `stations`
 * lists every station considered, the used ones first; the model is named with its grid.
 */
export const measurementSchema = z.object({
  kind: z.enum(['measured', 'model-estimate']),
  /** The model, e.g. "CAMS global, 45 km" or "CAMS Europe, 11 km" or "Simulated model". */
  model: z.string(),
  /** Measured NowCast − the model's at the measured hour, µg/m³ (kind 'measured'). */
  correctionPm2_5: z.optional(z.number()),
  /** The correction's e-folding time, hours (kind 'measured'). */
  fadeHours: z.optional(z.number()),
  /** True when the stations are simulated (local mode): labelled "Simulated", never as real. */
  simulated: z.boolean(),
  stations: z.array(stationShownSchema),
})
export type Measurement = z.infer<typeof measurementSchema>

/** Response of /api/air-quality/current, /forecast and /forecast-premium. */
export const airQualityResponseSchema = z.object({
  /** Centre of the ~1 km cell the reading belongs to. */
  coord: z.object({ lat: z.number(), lon: z.number() }),
  list: z.array(airQualityEntrySchema),
  source: sourceSchema,
  /** When this response was made (ISO 8601). */
  generatedAt: z.string(),
  /** When the data was fetched from the source (ISO 8601): the age a person is shown. */
  fetchedAt: z.string(),
  /** Offset of the place's local time from UTC at `generatedAt`, seconds (19800 in India). */
  utcOffsetSeconds: z.int(),
  /**
   * The place's IANA time zone, e.g. "Asia/Kolkata" (decision 140). Null only in answers
   * kept offline from versions that had none.
   */
  timezone: z.nullable(z.string()),
  /**
   * The zone's offsets over `list` and now, as changes (more than one when a daylight-saving
   * change falls inside), so the app shows each hour in the place's time without Intl.
   * Absent in answers kept offline from older versions: `utcOffsetSeconds` holds for all.
   */
  utcOffsets: z.optional(z.array(utcOffsetChangeSchema)),
  /** Where the numbers come from (issue 14); absent in answers kept offline from older versions. */
  measurement: z.optional(measurementSchema),
  /**
   * The place's own official index (DAQI in the UK, EAQI in Europe, US AQI elsewhere) for the
   * first hour of `list` when it is at or above its warning level, as the regional card shows it:
   * "UK DAQI 8", band "High", the band's own advice (decisions 243, 275). Null under it; absent
   * in answers kept offline from older versions. `scale` and `value` let the app say it in the
   * reader's language (decision 284); the words are English.
   */
  officialWarning: z.optional(
    z.nullable(
      z.object({
        index: z.string(),
        band: z.string(),
        advice: z.string(),
        scale: z.optional(z.enum(['us_epa', 'eaqi', 'uk_daqi'])),
        value: z.optional(z.number()),
        beyond: z.optional(z.boolean()),
      }),
    ),
  ),
})
export type AirQualityResponse = z.infer<typeof airQualityResponseSchema>

export const regionSchema = z.enum(['UK', 'Europe', 'other'])
export const regionalScaleSchema = z.enum(['uk_daqi', 'eaqi', 'us_epa'])

/** Response of /api/air-quality/regional (docs/product.md §Data "Regional reading"). */
export const regionalResponseSchema = z.object({
  region: regionSchema,
  /** The scale `aqi` and `level` are on: the region's own, or the one the person chose (`?scale=`). */
  scale: regionalScaleSchema,
  /** The scale published where the place is (absent in answers kept offline from older versions). */
  regionScale: z.optional(regionalScaleSchema),
  aqi: z.nullable(z.int()),
  level: z.object({
    index: z.int(),
    name: z.string(),
    description: z.string(),
    healthAdvice: z.string(),
    color: z.string(),
  }),
  isDangerous: z.boolean(),
  /** US EPA scale only: true above the top of EPA's table (`aqi` 500, shown "500+"). */
  beyond: z.optional(z.boolean()),
  /** How `aqi` is averaged, e.g. "NowCast" (US EPA) or "PM 24-hour mean, O3 8-hour mean" (DAQI). */
  averaging: z.optional(z.string()),
  /** The same hour's 1-5 level, as every other screen shows it (`main.aqi`; decision 135). */
  airAheadLevel: z.optional(z.object({ index: z.int().check(z.minimum(1), z.maximum(5)), name: z.string() })),
  country: z.nullable(z.string()),
  smsThreshold: z.number(),
  components: componentsSchema,
  source: sourceSchema,
  generatedAt: z.string(),
  fetchedAt: z.string(),
  /** Start of the hour the value is for (unix s); absent in answers kept offline from older versions. */
  dt: z.optional(z.int()),
  /** The place's IANA time zone (decision 140); absent in answers kept offline from older versions. */
  timezone: z.optional(z.string()),
})
export type RegionalResponse = z.infer<typeof regionalResponseSchema>
