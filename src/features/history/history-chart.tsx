import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelFor, levelNameMessage } from '../../domain/aqi/levels'
import type { ChartDay } from '../../domain/report/history-summary'
import { formatDay } from '../../lib/calendar-day'

const WIDTH = 340
const HEIGHT = 180
const LEFT = 26
const TOP = 18
const BOTTOM = 34
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM
const LEVELS = [1, 2, 3, 4, 5] as const

const y = (level: number) => TOP + PLOT_HEIGHT - (level / 5) * PLOT_HEIGHT

function describeDay(i18n: I18n, { day, levels }: ChartDay): string {
  const date = formatDay(day, { weekday: 'long', month: 'short', day: 'numeric' })
  if (!levels) return i18n._(msg`${date}: no readings`)
  const worst = levels.worstLevel
  const name = i18n._(levelNameMessage(worst))
  const count = levels.readings
  return i18n._(msg`${date}: worst ${worst} ${name}, ${plural(count, { one: '# reading', other: '# readings' })}`)
}

/**
 * The last 7 days as bars of each day's worst reading (1-5), hand-written SVG. Screen readers
 * get the summary as the image's label and the same figures as a table.
 */
export function HistoryChart({ days }: { days: readonly ChartDay[] }) {
  const { t, i18n } = useLingui()
  const summary = days.map((day) => describeDay(i18n, day)).join('; ')
  const column = (WIDTH - LEFT) / days.length
  const barWidth = Math.min(28, column * 0.6)
  return (
    <section className="card" aria-labelledby="chart-heading">
      <h2 id="chart-heading" className="card__title">
        <Trans>Last 7 days</Trans>
      </h2>
      <p className="muted small">
        <Trans>Each bar is the day’s worst reading on the 1-5 scale (1 Good, 5 Very Poor).</Trans>
      </p>
      <svg
        className="history-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t`Worst reading per day, last 7 days. ${summary}.`}
      >
        {LEVELS.map((level) => (
          <g key={level}>
            <line x1={LEFT} x2={WIDTH} y1={y(level)} y2={y(level)} className="history-chart__grid" />
            <text x={LEFT - 8} y={y(level) + 4} textAnchor="end" className="history-chart__axis">
              {level}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} className="history-chart__baseline" />
        {days.map(({ day, levels }, i) => {
          const centre = LEFT + column * i + column / 2
          const level = levels ? levelFor(levels.worstLevel) : null
          return (
            <g key={day}>
              {level ? (
                <>
                  <rect
                    x={centre - barWidth / 2}
                    y={y(level.index)}
                    width={barWidth}
                    height={y(0) - y(level.index)}
                    rx={3}
                    fill={level.color}
                    className="history-chart__bar"
                  />
                  <text x={centre} y={y(level.index) - 4} textAnchor="middle" className="history-chart__value">
                    {level.index}
                  </text>
                </>
              ) : (
                <text x={centre} y={y(0) - 4} textAnchor="middle" className="history-chart__axis">
                  –
                </text>
              )}
              <text x={centre} y={HEIGHT - 18} textAnchor="middle" className="history-chart__axis">
                {formatDay(day, { weekday: 'short' })}
              </text>
              <text x={centre} y={HEIGHT - 4} textAnchor="middle" className="history-chart__axis">
                {formatDay(day, { day: 'numeric' })}
              </text>
            </g>
          )
        })}
      </svg>
      {/* The hidden box holds the table: a table grows to its content whatever width it is
          given, so hidden itself it pushed the page 12 px past a 390 px phone (issue 15). */}
      <div className="visually-hidden">
        <table>
          <caption>
            <Trans>Worst reading per day, last 7 days</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Worst level</Trans>
              </th>
              <th scope="col">
                <Trans>Readings</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, levels }) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, { weekday: 'long', month: 'short', day: 'numeric' })}</th>
                <td>{levels ? `${levels.worstLevel} ${t(levelNameMessage(levels.worstLevel))}` : t`No readings`}</td>
                <td>{levels?.readings ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
