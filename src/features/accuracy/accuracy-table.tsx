import type { AccuracyRow } from '../../domain/contracts/accuracy'
import { calendarMonth } from '../../domain/time/format'
import { figureRows, REGION_NAMES } from './figure-text'

const FORECASTS = ['Our forecast', 'Raw model', 'Persistence'] as const

/** One region and month: the three forecasts side by side, labelled when they rest on few episodes. */
export function AccuracyTable({ row, fewEpisodes }: { row: AccuracyRow; fewEpisodes: number }) {
  const id = `accuracy-${row.region}-${row.month}`
  const few = row.job.few
  return (
    <section className="card accuracy-card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {REGION_NAMES[row.region]} · {calendarMonth(row.month)}
      </h2>
      {few && (
        <p className="accuracy-few">
          <span className="badge badge--few">Few episodes</span> Fewer than {fewEpisodes} episodes: read these figures as a first
          sign, not a measure.
        </p>
      )}
      <table className="accuracy-table">
        <caption className="visually-hidden">
          How the three forecasts did in {REGION_NAMES[row.region]}, {calendarMonth(row.month)}
        </caption>
        <thead>
          <tr>
            <td />
            {FORECASTS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figureRows(row).map(({ measure, values }) => (
            <tr key={measure}>
              <th scope="row">{measure}</th>
              {values.map((value, i) => (
                <td key={FORECASTS[i]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
