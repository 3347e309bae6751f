import { useId } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { appTranslate, i18n } from '../../lib/i18n'
import { levelFor, levelNameMessage } from '../../domain/aqi/levels'
import { exceeds, forecastHourOf } from '../../domain/alerts/forecast-hour'
import { describeThreshold } from '../../domain/alerts/threshold'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import type { Threshold } from '../../domain/contracts/alerts'
import { clock, localDate } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { levelFillStyle } from '../../ui/level-style'
import { CHART, layoutHourlyChart } from './hourly-chart-layout'
import { pmSourceText } from './measurement-text'
import { chartThreshold } from '../../domain/forecast/chart-threshold'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

interface HourlyChartProps {
  /** The hours to draw, oldest first: each bar is the entry's US AQI, coloured by its level. */
  entries: readonly AirQualityEntry[]
  /** What the hours are: "next 24 hours", "Tuesday". */
  span: string
  threshold: Threshold
  /** Unix s; the now marker is drawn when it falls inside the chart. */
  nowSeconds: number
  /** The place's clock. */
  offsetAt: UtcOffsetAt
}

/** One sentence for screen readers: the worst hour and when the alert threshold is first reached. Called at render. */
function summaryOf(entries: readonly AirQualityEntry[], threshold: Threshold, offsetAt: UtcOffsetAt): string {
  const worst = entries.reduce<AirQualityEntry | null>(
    (w, e) => (w === null || e.main.aqi > w.main.aqi || (e.main.aqi === w.main.aqi && (e.usAqi ?? -1) > (w.usAqi ?? -1)) ? e : w),
    null,
  )
  if (!worst) return i18n._(msg`No hourly data.`)
  const over = entries.find((e) => exceeds(forecastHourOf(e), threshold))
  const usAqi = usAqiWithCategory(worst.usAqi, worst.usAqiBeyond, appTranslate)
  const level = i18n._(levelNameMessage(worst.main.aqi))
  const time = clock(worst.dt, offsetAt, deviceLocaleStyle(), appTranslate)
  const overTime = over ? clock(over.dt, offsetAt, deviceLocaleStyle(), appTranslate) : null
  return [
    i18n._(msg`Worst: US AQI ${usAqi}, ${level}, at ${time}.`),
    overTime ? i18n._(msg`Your alert level is first reached at ${overTime}.`) : i18n._(msg`No hour reaches your alert level.`),
  ].join(' ')
}

/** The first hour of each new local day after the first bar: where the chart draws a day marker (issue 25 item 6). */
export function dayStarts(entries: readonly AirQualityEntry[], offsetAt: UtcOffsetAt): { index: number; dayName: string }[] {
  const starts: { index: number; dayName: string }[] = []
  entries.forEach((entry, index) => {
    const previous = entries[index - 1]
    if (!previous) return
    const day = localDate(entry.dt, offsetAt, appTranslate)
    if (day.date !== localDate(previous.dt, offsetAt, appTranslate).date) starts.push({ index, dayName: day.dayName })
  })
  return starts
}

/**
 * The hourly chart (issue 15 item 4; decision 176): a bar per hour on the US AQI axis in the
 * level's colour, the person's alert threshold as a dashed line, a now marker, and the same
 * hours as a table for screen readers and keyboard users. Hand-drawn SVG: no chart library.
 */
export function HourlyChart({ entries, span, threshold, nowSeconds, offsetAt }: HourlyChartProps) {
  const { t } = useLingui()
  // Where each hour's PM2.5 comes from (issue 14): a column only when the answer says.
  const withSource = entries.some((entry) => entry.pmSource !== undefined)
  const titleId = useId()
  const descId = useId()
  const line = chartThreshold(threshold, appTranslate)
  const layout = layoutHourlyChart(entries, line.usAqi, nowSeconds)
  const right = CHART.width - CHART.right
  const days = dayStarts(entries, offsetAt)
  const alertLevel = describeThreshold(threshold, appTranslate)

  return (
    <figure className="hourly-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{t`US AQI by hour, ${span}.`}</title>
        <desc id={descId}>{summaryOf(entries, threshold, offsetAt)}</desc>
        {layout.ticks.map((tick) => (
          <g key={tick.value} className="hourly-chart__tick">
            <line x1={CHART.left} x2={right} y1={tick.y} y2={tick.y} />
            <text x={CHART.left - 4} y={tick.y + 3} textAnchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.entry.dt}>
            {bar.height > 0 && (
              <rect
                className="hourly-chart__bar"
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                style={levelFillStyle(levelFor(bar.entry.main.aqi))}
              />
            )}
            {bar.labelled && (
              <text className="hourly-chart__time" x={bar.x} y={CHART.height - 6}>
                {clock(bar.entry.dt, offsetAt, deviceLocaleStyle(), appTranslate)}
              </text>
            )}
          </g>
        ))}
        {days.map(({ index, dayName }) => {
          const x = (layout.bars[index]?.x ?? CHART.left) - 1
          return (
            <g key={index} className="hourly-chart__day">
              <line x1={x} x2={x} y1={CHART.top - 4} y2={CHART.height - CHART.bottom} />
              <text x={x + 3} y={CHART.top + 6}>
                {dayName.slice(0, 3)}
              </text>
            </g>
          )
        })}
        <g>
            <line className="hourly-chart__threshold" x1={CHART.left} x2={right} y1={layout.thresholdY} y2={layout.thresholdY} />
            {/* Above the line, or below it when the line is at the top of the chart. */}
            <text
              className="hourly-chart__threshold-label"
              x={right}
              y={layout.thresholdY - CHART.top < 10 ? layout.thresholdY + 10 : layout.thresholdY - 3}
              textAnchor="end"
            >
              {line.label}
            </text>
        </g>
        {layout.nowX !== null && (
          <g className="hourly-chart__now">
            <line x1={layout.nowX} x2={layout.nowX} y1={CHART.top - 4} y2={CHART.height - CHART.bottom} />
            <text x={layout.nowX + 3} y={CHART.top - 6}>
              <Trans>Now</Trans>
            </text>
          </g>
        )}
      </svg>
      <details className="hourly-chart__details">
        <summary>
          <Trans>Hour-by-hour table</Trans>
        </summary>
        <table className="hourly-chart__table">
          <caption className="visually-hidden">
            {withSource
              ? t`US AQI by hour, ${span}, and whether your alert level (${alertLevel}) is reached, with where each hour’s PM2.5 comes from`
              : t`US AQI by hour, ${span}, and whether your alert level (${alertLevel}) is reached`}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>US AQI</Trans>
              </th>
              <th scope="col">
                <Trans>Level</Trans>
              </th>
              <th scope="col">
                <Trans comment="Column: whether the hour reaches the alert level">Alert</Trans>
              </th>
              {withSource && (
                <th scope="col">
                  <Trans>PM2.5 from</Trans>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.dt}>
                <th scope="row">{clock(entry.dt, offsetAt, deviceLocaleStyle(), appTranslate)}</th>
                <td>{usAqiWithCategory(entry.usAqi, entry.usAqiBeyond, appTranslate)}</td>
                <td>{i18n._(levelNameMessage(entry.main.aqi))}</td>
                <td>{exceeds(forecastHourOf(entry), threshold) ? t`Yes` : t`No`}</td>
                {withSource && <td>{entry.pmSource ? pmSourceText(entry.pmSource, entry.dt, nowSeconds) : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
