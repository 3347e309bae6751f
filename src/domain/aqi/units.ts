import type { Pollutant } from './pollutants'

/** The units a concentration can be given in. Particulate matter only ever comes in µg/m³. */
export type ConcentrationUnit = 'ug/m3' | 'ppb' | 'ppm'

export type GasPollutant = Exclude<Pollutant, 'pm2_5' | 'pm10'>

/**
 * The temperature, °C, at which a scale's µg/m³ limits are defined, at 1 atm (101.325 kPa).
 * - 25: US EPA. Its AQI tables are in ppm/ppb, and EPA converts at 25 °C and 760 mmHg
 *   (40 CFR 50.3, "reference conditions"), so ppb = µg/m³ × 24.45 / molecular weight.
 * - 20: Europe and the UK. Directive 2008/50/EC Annex VI C: "For gaseous pollutants, the volume
 *   must be standardised at a temperature of 293 K and an atmospheric pressure of 101,3 kPa";
 *   DEFRA's "Conversion Factors Between ppb and µgm-3" use 20 °C and 1013 mb too
 *   (NO2 1 ppb = 1.9125 µg/m³, O3 1.9957), so ppb = µg/m³ × 24.055 / molecular weight.
 * Only a value given in another unit than the table's is converted: the providers deliver µg/m³,
 * which EAQI and DAQI read as they are.
 */
export type ReferenceTemperatureC = 25 | 20

/** Molar volume of an ideal gas at 1 atm, litres per mole: 22.414 × (273.15 + t) / 273.15. */
export const MOLAR_VOLUME_L_PER_MOL: Readonly<Record<ReferenceTemperatureC, number>> = { 25: 24.45, 20: 24.055 }

/** Molecular weights in g/mol (NIST Chemistry WebBook, rounded to two decimals). */
export const MOLECULAR_WEIGHT_G_PER_MOL: Readonly<Record<GasPollutant, number>> = {
  o3: 48.0,
  no2: 46.01,
  so2: 64.07,
  co: 28.01,
}

/** True for PM2.5 and PM10, which have no molar volume and so no ppb/ppm form. */
export function isParticulate(pollutant: Pollutant): pollutant is 'pm2_5' | 'pm10' {
  return pollutant === 'pm2_5' || pollutant === 'pm10'
}

/** A concentration that can be put on a scale: a finite number ≥ 0 (NaN, ±∞ and negatives are not data). */
export function isUsableConcentration(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

function molecularWeight(pollutant: Pollutant): number {
  if (isParticulate(pollutant)) {
    throw new RangeError(`${pollutant} is a particle mass concentration and has no ppb/ppm form`)
  }
  return MOLECULAR_WEIGHT_G_PER_MOL[pollutant]
}

/**
 * Converts a gas concentration from µg/m³ to ppb at the reference temperature (default 25 °C) and 1 atm.
 * @param ugm3 concentration in µg/m³
 * @returns concentration in ppb (parts per billion by volume)
 * @throws RangeError for PM2.5/PM10
 */
export function ugm3ToPpb(pollutant: Pollutant, ugm3: number, referenceC: ReferenceTemperatureC = 25): number {
  return (ugm3 * MOLAR_VOLUME_L_PER_MOL[referenceC]) / molecularWeight(pollutant)
}

/**
 * Converts a gas concentration from ppb to µg/m³ at the reference temperature (default 25 °C) and 1 atm.
 * @param ppb concentration in ppb
 * @returns concentration in µg/m³
 * @throws RangeError for PM2.5/PM10
 */
export function ppbToUgm3(pollutant: Pollutant, ppb: number, referenceC: ReferenceTemperatureC = 25): number {
  return (ppb * molecularWeight(pollutant)) / MOLAR_VOLUME_L_PER_MOL[referenceC]
}

/**
 * Converts a concentration between µg/m³, ppb and ppm (1 ppm = 1000 ppb). A value already in the
 * target unit is returned untouched, so no rounding noise is added before a scale truncates it.
 * @param referenceC the scale's reference temperature (US EPA 25 °C, EU and UK 20 °C)
 * @throws RangeError when PM2.5/PM10 is given or asked for in ppb/ppm
 */
export function convertConcentration(
  pollutant: Pollutant,
  value: number,
  from: ConcentrationUnit,
  to: ConcentrationUnit,
  referenceC: ReferenceTemperatureC = 25,
): number {
  if (isParticulate(pollutant) && (from !== 'ug/m3' || to !== 'ug/m3')) {
    throw new RangeError(`${pollutant} must be given in ug/m3, not ${from === 'ug/m3' ? to : from}`)
  }
  if (from === to) return value
  if (from === 'ppm' && to === 'ppb') return value * 1000
  if (from === 'ppb' && to === 'ppm') return value / 1000
  if (from === 'ug/m3') {
    const ppb = ugm3ToPpb(pollutant, value, referenceC)
    return to === 'ppm' ? ppb / 1000 : ppb
  }
  return ppbToUgm3(pollutant, from === 'ppm' ? value * 1000 : value, referenceC)
}
