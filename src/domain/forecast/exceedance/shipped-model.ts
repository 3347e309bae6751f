/*
 * The exceedance classifier as the product runs it (decision 220): the model `npm run train`
 * wrote, checked once on load, and its operating point for 0.5 false alarms per station-month.
 */
import { z } from 'zod'
import type { ExceedanceOutlook } from '../../alerts/outlook'
import { exceedanceFeatures, FEATURE_NAMES, type ExceedanceInput } from './features'
import { exceedanceProbability, type ExceedanceModel } from './trees'
import { TRAINED_MODEL } from './model'

const nodeSchema = z.union([z.tuple([z.number()]), z.tuple([z.number().int(), z.number(), z.number().int(), z.number().int(), z.union([z.literal(0), z.literal(1)])])])
const modelSchema = z.object({
  version: z.literal(1),
  features: z.array(z.string()),
  baseScore: z.number(),
  trees: z.array(z.array(nodeSchema)),
  /** The frozen operating points, one per false-alarm budget (false alarms per station-month). */
  operatingPoints: z.array(z.object({ falseAlarmsPerStationMonth: z.number(), probability: z.number().min(0).max(1) })).min(1),
})

export type ShippedModel = ExceedanceModel & z.infer<typeof modelSchema>

/** The model file, checked: a file trained on other features is refused at load. */
export function readModel(file: unknown): ShippedModel {
  const model = modelSchema.parse(file)
  if (model.features.join() !== FEATURE_NAMES.join()) throw new Error('exceedance model: its features are not FEATURE_NAMES')
  return model
}

export const EXCEEDANCE_MODEL: ShippedModel = readModel(TRAINED_MODEL)

/** The false-alarm budget the product runs at, per station-month (issue 23's goal). */
export const FALSE_ALARM_BUDGET = 0.5

/** The operating point frozen for `budget` false alarms per station-month (the nearest budget the file has at or under it). */
export function operatingPointFor(model: ShippedModel, budget: number = FALSE_ALARM_BUDGET): number {
  const within = model.operatingPoints.filter((p) => p.falseAlarmsPerStationMonth <= budget)
  const chosen = within.sort((a, b) => b.falseAlarmsPerStationMonth - a.falseAlarmsPerStationMonth)[0]
  // No point that strict: the strictest one there is.
  return (chosen ?? [...model.operatingPoints].sort((a, b) => b.probability - a.probability)[0])?.probability ?? 1
}

/**
 * The classifier's outlook for one place and threshold now: P(hourly PM2.5 ≥ the threshold in
 * hours +2 … +6) and the operating point `decideAlert` compares it with.
 */
export function exceedanceOutlook(input: ExceedanceInput, model: ShippedModel = EXCEEDANCE_MODEL): ExceedanceOutlook {
  return { probability: exceedanceProbability(model, exceedanceFeatures(input)), operatingPoint: operatingPointFor(model) }
}
