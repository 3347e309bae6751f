import type { CSSProperties } from 'react'
import type { AqiLevel } from '../domain/aqi/levels'

/** A level's colours: `textColor` meets WCAG AA (4.5:1) on `color`. */
export function levelStyle(level: AqiLevel): CSSProperties {
  return { backgroundColor: level.color, color: level.textColor }
}

/** A level's colour as an SVG fill (the hourly chart's bars): the same palette as `levelStyle`. */
export function levelFillStyle(level: AqiLevel): CSSProperties {
  return { fill: level.color }
}
