import type { AirQualityEntry } from '../../domain/contracts/air-quality'

const HOUR_SECONDS = 3600

/** The chart's drawing box (SVG user units); it scales to the card's width. */
export const CHART = { width: 320, height: 156, left: 30, right: 6, top: 16, bottom: 20 } as const
const PLOT_WIDTH = CHART.width - CHART.left - CHART.right
const PLOT_HEIGHT = CHART.height - CHART.top - CHART.bottom
/** A bar this short still shows that the hour has a value (a clean hour, US AQI 0-3). */
const MIN_BAR = 2
/** Hours between time labels on the axis. */
const LABEL_EVERY = 6

/** Axis tops and their ticks: the level boundaries where they fit (US AQI 50, 100, 150, 200, 300). */
const SCALES = [
  { top: 200, ticks: [0, 50, 100, 150, 200] },
  { top: 300, ticks: [0, 100, 200, 300] },
  { top: 500, ticks: [0, 100, 200, 300, 400, 500] },
] as const

export interface ChartBar {
  entry: AirQualityEntry
  x: number
  y: number
  width: number
  height: number
  /** Shown under the axis every 6 hours. */
  labelled: boolean
}

export interface ChartLayout {
  bars: ChartBar[]
  ticks: { value: number; y: number }[]
  /** Where the threshold line is drawn. */
  thresholdY: number
  /** Where the now marker is drawn, or null when now is not on this chart. */
  nowX: number | null
  /** y of a US AQI value. */
  yOf: (usAqi: number) => number
}

/**
 * Places one bar per hour (height = the entry's US AQI as the API gives it), the axis ticks,
 * the threshold line (US AQI) and the now marker (unix s, null for none).
 */
export function layoutHourlyChart(
  entries: readonly AirQualityEntry[],
  thresholdUsAqi: number,
  nowSeconds: number | null,
): ChartLayout {
  const highest = Math.max(thresholdUsAqi, ...entries.map((e) => e.usAqi ?? 0))
  const scale = SCALES.find((s) => highest <= s.top) ?? SCALES[2]
  const yOf = (usAqi: number) => CHART.top + PLOT_HEIGHT * (1 - Math.min(usAqi, scale.top) / scale.top)
  // 24 slots at least, so a short day's bars keep the width of a whole day's.
  const slot = PLOT_WIDTH / Math.max(24, entries.length)
  const first = entries[0]?.dt ?? 0
  const bars = entries.map((entry, i) => {
    const height = entry.usAqi === null ? 0 : Math.max(MIN_BAR, (PLOT_HEIGHT * Math.min(entry.usAqi, scale.top)) / scale.top)
    return {
      entry,
      x: CHART.left + i * slot + 1,
      y: CHART.top + PLOT_HEIGHT - height,
      width: Math.max(1, slot - 2),
      height,
      labelled: i % LABEL_EVERY === 0,
    }
  })
  const end = first + entries.length * HOUR_SECONDS
  const nowX =
    nowSeconds !== null && entries.length > 0 && nowSeconds >= first && nowSeconds < end
      ? CHART.left + ((nowSeconds - first) / HOUR_SECONDS) * slot
      : null
  return {
    bars,
    ticks: scale.ticks.map((value) => ({ value, y: yOf(value) })),
    thresholdY: yOf(thresholdUsAqi),
    nowX,
    yOf,
  }
}
