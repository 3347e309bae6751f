import { POLLUTANTS } from '../../../../src/domain/aqi/pollutants'
import type { HourlyReading } from '../../../../src/domain/aqi/pollutants'

/** False when none of the six index pollutants has a value: such an hour carries no reading. */
export function hasReading(hour: HourlyReading): boolean {
  return POLLUTANTS.some((pollutant) => hour.components[pollutant] !== null)
}
