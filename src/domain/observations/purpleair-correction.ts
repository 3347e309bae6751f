/**
 * EPA's correction of PurpleAir PM2.5 and its A/B channel check. Pure; µg/m³ and % RH.
 *
 * - US-wide correction: Barkjohn, Gantt & Clements (2021), "Development and application of a
 *   United States-wide correction for PM2.5 data collected with the PurpleAir sensor",
 *   Atmos. Meas. Tech. 14, 4617–4637, https://doi.org/10.5194/amt-14-4617-2021:
 *   PM2.5 = 0.524 × PA_cf1 − 0.0862 × RH + 5.75, PA_cf1 the mean of the A and B channels'
 *   `pm2.5_cf_1`, RH the sensor's relative humidity.
 * - Its extension for dense smoke: Barkjohn, Holder, Frederick & Clements (2022), "Correction
 *   and Accuracy of PurpleAir PM2.5 Measurements for Extreme Wildfire Smoke", Sensors 22(24),
 *   9669, https://doi.org/10.3390/s22249669, as EPA's AirNow Fire and Smoke Map applies it
 *   since 2023 (three ranges, summarised at community.purpleair.com/t/new-epa-correction/10372):
 *   (1) PA_cf1 < 570: the 2021 equation (570 gives 300 µg/m³ at 50 % RH);
 *   (2) 570 ≤ PA_cf1 < 611: a blend, weight w = 0.0244 × PA_cf1 − 13.9 (0 at 570, 1 at 611)
 *       on the quadratic and 1 − w on the 2021 equation;
 *   (3) PA_cf1 ≥ 611: 4.21e-4 × PA_cf1² + 0.392 × PA_cf1 + 3.44 (611 gives 400 µg/m³).
 */

/** Below this mean `pm2.5_cf_1` (µg/m³) the 2021 linear equation applies alone. */
export const SMOKE_BLEND_FROM_CF1 = 570
/** From this mean `pm2.5_cf_1` (µg/m³) the quadratic smoke fit applies alone. */
export const SMOKE_QUADRATIC_FROM_CF1 = 611

const linear2021 = (cf1: number, rh: number) => 0.524 * cf1 - 0.0862 * rh + 5.75
const quadraticSmoke = (cf1: number) => 4.21e-4 * cf1 * cf1 + 0.392 * cf1 + 3.44

/**
 * Corrected PM2.5 (µg/m³) from the mean of the A and B channels' `pm2.5_cf_1` (µg/m³) and
 * the sensor's relative humidity (%). Never below 0: the linear term can go negative in
 * clean, humid air, and a concentration cannot.
 */
export function correctPurpleAirPm25(meanCf1: number, relativeHumidityPercent: number): number {
  let corrected: number
  if (meanCf1 < SMOKE_BLEND_FROM_CF1) corrected = linear2021(meanCf1, relativeHumidityPercent)
  else if (meanCf1 < SMOKE_QUADRATIC_FROM_CF1) {
    const w = 0.0244 * meanCf1 - 13.9
    corrected = w * quadraticSmoke(meanCf1) + (1 - w) * linear2021(meanCf1, relativeHumidityPercent)
  } else corrected = quadraticSmoke(meanCf1)
  return Math.max(0, corrected)
}

/** The A/B agreement limits EPA applies to hourly PurpleAir data: both must be exceeded. */
export const CHANNEL_ABSOLUTE_LIMIT_UG_M3 = 5
export const CHANNEL_RELATIVE_LIMIT = 0.7

/**
 * True when an hour's A and B channels (`pm2.5_cf_1`, µg/m³) disagree beyond EPA's QC:
 * |A − B| > 5 µg/m³ and |A − B| / mean(A, B) > 70 % (Barkjohn et al. 2021 §3.2.3 clean
 * 24-h data at 5 µg/m³ and 61 %; the Fire and Smoke Map's hourly QC, as published in
 * EPA/USFS AirFire's AirSensor package, `PurpleAirQC_hourly_AB_03`, uses 5 µg/m³ and 70 %).
 * Such an hour is kept but flagged: one of the two laser counters is failing.
 */
export function purpleAirChannelsDisagree(a: number, b: number): boolean {
  const difference = Math.abs(a - b)
  const mean = (a + b) / 2
  if (difference <= CHANNEL_ABSOLUTE_LIMIT_UG_M3) return false
  return mean <= 0 || difference / mean > CHANNEL_RELATIVE_LIMIT
}
