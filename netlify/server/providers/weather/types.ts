import type { LatLon } from '../../../../src/domain/map/bbox'
import type { Result } from '../../result'

/** Hourly wind at 10 m at one point: m/s and the direction it blows from (degrees), aligned with `hours`. */
export interface PointWind extends LatLon {
  speedMs: Array<number | null>
  fromDegrees: Array<number | null>
}

export interface WindSource {
  name: string
  simulated: boolean
  url: string | null
}

/** The weather port: wind at 10 m for a few points at given whole UTC hours (unix s). */
export interface WeatherProvider {
  id: 'open-meteo' | 'simulated'
  source: WindSource
  fetchWind(points: readonly LatLon[], hours: readonly number[], options: { signal: AbortSignal }): Promise<Result<PointWind[]>>
}
