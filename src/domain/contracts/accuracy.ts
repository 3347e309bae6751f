// zod/mini: the response schema also runs in the browser (/accuracy).
import * as z from 'zod/mini'

/** The regions the record is kept per (netlify/server/air-quality/regions.ts). */
export const ACCURACY_REGIONS = ['UK', 'Europe', 'other'] as const
export type AccuracyRegion = (typeof ACCURACY_REGIONS)[number]

/** One forecast's figures for one region and month; a rate is null below its minimum count (decision 192). */
export const forecastFiguresSchema = z.object({
  /** Measured episodes scored. */
  episodes: z.int(),
  /** Episodes warned at least 2 h before onset. */
  hits: z.int(),
  /** hits / episodes, 0-1. */
  hitRate: z.nullable(z.number()),
  /** Warnings given (matched or not). */
  warnings: z.int(),
  falseAlarms: z.int(),
  /** falseAlarms / warnings, 0-1. */
  falseAlarmRate: z.nullable(z.number()),
  /** Median of onset − first warning over warned episodes, minutes (negative: after the onset). */
  medianLeadMinutes: z.nullable(z.number()),
  /** Fewer than FEW_EPISODES episodes: the figures rest on few episodes. */
  few: z.boolean(),
})
export type ForecastFigures = z.infer<typeof forecastFiguresSchema>

export const accuracyRowSchema = z.object({
  region: z.enum(ACCURACY_REGIONS),
  /** UTC month, YYYY-MM. */
  month: z.string(),
  job: forecastFiguresSchema,
  model: forecastFiguresSchema,
  persistence: forecastFiguresSchema,
})
export type AccuracyRow = z.infer<typeof accuracyRowSchema>

export const accuracyResponseSchema = z.object({
  /** Newest month first, then region. Empty until something is settled. */
  rows: z.array(accuracyRowSchema),
  /** A rate is shown from this many episodes (hit rate) or warnings (false-alarm rate). */
  minCount: z.int(),
  /** Below this many episodes the figures are labelled as resting on few episodes. */
  fewEpisodes: z.int(),
  /** Whether the measured side is connected (false: nothing can be settled yet). */
  measuring: z.boolean(),
  method: z.array(z.object({ term: z.string(), text: z.string() })),
  generatedAt: z.string(),
})
export type AccuracyResponse = z.infer<typeof accuracyResponseSchema>
