import * as z from 'zod/mini'
import { OBSERVATION_FLAGS, OBSERVATION_NETWORKS, type Station } from '../observations/types'
import { sourceSchema } from './air-quality'

/** Hours the map's slider spans: now (+0 h) to +24 h (issue 16 item 2). */
export const MAP_FORECAST_HOURS = 24

const level = z.nullable(z.int().check(z.minimum(1), z.maximum(5)))
const usAqi = z.nullable(z.int().check(z.minimum(0), z.maximum(500)))
const bboxSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() })

/** One model cell of the overlay with its level per slider hour (aligned with `hours`). */
export const overlayCellSchema = z.object({
  key: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** AirAhead's 1-5 level per hour (the US AQI's category, decision 135); null where the model has none. */
  levels: z.array(level),
  /** The US AQI (EPA NowCast) per hour. */
  usAqi: z.array(usAqi),
  /**
   * Where each hour's PM2.5 comes from, as the place's answer says it (`pmSource`, decision 194):
   * stations near the cell measured or corrected it ('measured', 'fused') or the model alone;
   * null where the hour has no level. Absent from answers made before decision 197.
   */
  pmSources: z.optional(z.array(z.nullable(z.enum(['measured', 'fused', 'model'])))),
})
export type OverlayCell = z.infer<typeof overlayCellSchema>

/** The shared Station type, field for field (the annotation makes the compiler check it). */
const stationSchema: z.ZodMiniType<Station> = z.object({
  id: z.string(),
  network: z.enum(OBSERVATION_NETWORKS),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(['regulatory', 'low-cost']),
  indoor: z.boolean(),
})

/** A measuring station in view with its latest hour (src/domain/observations/types.ts). */
export const stationInViewSchema = z.object({
  station: stationSchema,
  /** Latest PM2.5, µg/m³ (after correction where one applied). */
  pm2_5: z.number(),
  /** Start of the hour it averages, unix s. */
  dt: z.int(),
  /** Seconds between `dt` + 1 h and the answer. */
  ageSeconds: z.int(),
  /** The PM2.5 NowCast US AQI and its 1-5 level, as the observation port computes them. */
  usAqi,
  level,
  /** True for a low-cost sensor whose value was corrected (e.g. EPA's PurpleAir correction). */
  corrected: z.boolean(),
  flags: z.array(z.enum(OBSERVATION_FLAGS)),
})
export type StationInView = z.infer<typeof stationInViewSchema>

/** GET /api/map/overlay: the levels around a view hour by hour (the model fused with stations near each cell, decision 197), and the stations in it. */
export const overlayResponseSchema = z.object({
  bbox: bboxSchema,
  zoom: z.number(),
  /** Distance between sampled cell centres, degrees (decision 186). */
  spacingDegrees: z.number(),
  /** Start of each slider hour, unix s: +0 h (the current hour) … +24 h. */
  hours: z.array(z.int()),
  cells: z.array(overlayCellSchema),
  /** Cells of the view left out: the read budgets refused them or the provider failed. */
  missing: z.int(),
  source: sourceSchema,
  generatedAt: z.string(),
  /** When the oldest forecast shown was fetched from the provider (ISO). */
  fetchedAt: z.string(),
  stations: z.array(stationInViewSchema),
  /** False until the observation port is connected: `stations` is then empty for that reason. */
  stationsConnected: z.boolean(),
})
export type OverlayResponse = z.infer<typeof overlayResponseSchema>

/** GET /api/map/wind: wind at 10 m on a coarse lattice, per slider hour. */
export const windResponseSchema = z.object({
  hours: z.array(z.int()),
  points: z.array(
    z.object({
      lat: z.number(),
      lon: z.number(),
      /** m/s per hour, aligned with `hours`. */
      speedMs: z.array(z.nullable(z.number())),
      /** Where the wind blows from, degrees clockwise from north (meteorological convention). */
      fromDegrees: z.array(z.nullable(z.number())),
    }),
  ),
  source: z.object({ name: z.string(), simulated: z.boolean(), url: z.nullable(z.string()) }),
  generatedAt: z.string(),
})
export type WindResponse = z.infer<typeof windResponseSchema>

/** GET /api/map/fires: active fires in view (NASA FIRMS), or why the layer is off. */
export const firesResponseSchema = z.object({
  /** 'off': no FIRMS key on this deploy; 'simulated': local mode without a key. */
  status: z.enum(['on', 'off', 'simulated']),
  message: z.string(),
  fires: z.array(
    z.object({
      lat: z.number(),
      lon: z.number(),
      /** Satellite overpass, unix s. */
      detectedAt: z.int(),
      /** Fire radiative power, MW. */
      frpMw: z.nullable(z.number()),
      confidence: z.enum(['low', 'nominal', 'high']),
    }),
  ),
  source: z.object({ name: z.string(), simulated: z.boolean(), url: z.nullable(z.string()) }),
})
export type FiresResponse = z.infer<typeof firesResponseSchema>
export type Fire = FiresResponse['fires'][number]
