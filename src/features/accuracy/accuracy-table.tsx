import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AccuracyRow } from '../../domain/contracts/accuracy'
import { calendarMonth } from '../../domain/time/format'
import { figureRows, REGION_NAMES } from './figure-text'

const FORECASTS = [msg`Our forecast`, msg`Raw model`, msg({ message: 'Persistence', comment: 'A forecast that the air stays as it is now' })] as const

/** One region and month: the three forecasts side by side, labelled when they rest on few episodes. */
export function AccuracyTable({ row, fewEpisodes }: { row: AccuracyRow; fewEpisodes: number }) {
  const { i18n } = useLingui()
  const id = `accuracy-${row.region}-${row.month}`
  const few = row.job.few
  const region = i18n._(REGION_NAMES[row.region])
  const month = calendarMonth(row.month, (descriptor) => i18n._(descriptor))
  return (
    <section className="card accuracy-card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {region} · {month}
      </h2>
      {few && (
        <p className="accuracy-few">
          <span className="badge badge--few">
            <Trans>Few episodes</Trans>
          </span>{' '}
          <Trans>Fewer than {fewEpisodes} episodes: read these figures as a first sign, not a measure.</Trans>
        </p>
      )}
      <table className="accuracy-table">
        <caption className="visually-hidden">
          <Trans>
            How the three forecasts did in {region}, {month}
          </Trans>
        </caption>
        <thead>
          <tr>
            <td />
            {FORECASTS.map((name) => (
              <th key={name.id} scope="col">
                {i18n._(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figureRows(row).map(({ measure, values }) => (
            <tr key={measure}>
              <th scope="row">{measure}</th>
              {values.map((value, i) => (
                <td key={FORECASTS[i]?.id}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
