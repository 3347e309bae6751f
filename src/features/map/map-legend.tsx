import { AQI_LEVELS } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'

/** The colours of the overlay: the same five levels as every screen, each named. */
export function MapLegend() {
  return (
    <ul className="map-legend" aria-label="Colour key">
      {AQI_LEVELS.map((level) => (
        <li key={level.index} className="map-legend__item" style={levelStyle(level)}>
          {level.name}
        </li>
      ))}
    </ul>
  )
}
