import type { Pollutant } from './pollutants'

/**
 * AirAhead's 1-5 level: 1 Good, 2 Fair, 3 Moderate, 4 Poor, 5 Very Poor. AirAhead defines it as
 * the US AQI's category on the 1-5 scale (`levelOfUsAqi`, decision 135), so the level and the
 * US AQI shown beside it always agree; the original brief's per-pollutant µg/m³ bands (decision 135),
 * which put e.g. PM2.5 80 µg/m³ at Very Poor while its US AQI was Unhealthy, are not used.
 */
export type Owm5Index = 1 | 2 | 3 | 4 | 5

/** An hour's overall 1-5 level and the pollutant that sets it. */
export interface Owm5Overall {
  index: Owm5Index | null
  dominant: Pollutant | null
}
