import { levelFor } from '../../domain/aqi/levels'
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

function describeDay({ day, levels }: ChartDay): string {
  const date = formatDay(day, { weekday: 'long', month: 'short', day: 'numeric' })
  if (!levels) return `${date}: no readings`
  return `${date}: worst ${levels.worstLevel} ${levelFor(levels.worstLevel).name}, ${levels.readings} ${levels.readings === 1 ? 'reading' : 'readings'}`
}

/**
 * The last 7 days as bars of each day's worst reading (1-5), hand-written SVG. Screen readers
 * get the summary as the image's label and the same figures as a table.
 */
export function HistoryChart({ days }: { days: readonly ChartDay[] }) {
  const column = (WIDTH - LEFT) / days.length
  const barWidth = Math.min(28, column * 0.6)
  return (
    <section className="card" aria-labelledby="chart-heading">
      <h2 id="chart-heading" className="card__title">
        Last 7 days
      </h2>
      <p className="muted small">Each bar is the day’s worst reading on the 1-5 scale (1 Good, 5 Very Poor).</p>
      <svg
        className="history-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Worst reading per day, last 7 days. ${days.map(describeDay).join('; ')}.`}
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
          <caption>Worst reading per day, last 7 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Worst level</th>
              <th scope="col">Readings</th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, levels }) => (
              <tr key={day}>
                <th scope="row">{formatDay(day, { weekday: 'long', month: 'short', day: 'numeric' })}</th>
                <td>{levels ? `${levels.worstLevel} ${levelFor(levels.worstLevel).name}` : 'No readings'}</td>
                <td>{levels?.readings ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
