import { Trans, useLingui } from '@lingui/react/macro'
import type { PastEventFigures } from '../../domain/accuracy/past-events'
import { leadText } from './figure-text'

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`)

/** The early-warning figures on past events (decision 220), labelled as such, until the live record has enough episodes. */
export function PastEventsCard({ figures }: { figures: PastEventFigures }) {
  const { t, i18n } = useLingui()
  const { events, stations, warned, episodes, firstArrivalsWarned, firstArrivals } = figures
  const ugM3 = new Intl.NumberFormat(i18n.locale).format(figures.thresholdUgM3)
  const usAqi = figures.thresholdUsAqi
  const threshold = usAqi === null ? t`PM2.5 ${ugM3} µg/m³` : t`PM2.5 ${ugM3} µg/m³ (US AQI ${usAqi})`
  const warnedShare = percent(warned, episodes)
  const firstShare = percent(firstArrivalsWarned, firstArrivals)
  const perMonth = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(figures.falseAlarmsPerStationMonth)
  return (
    <section className="card accuracy-card" aria-labelledby="accuracy-past-heading">
      <h2 id="accuracy-past-heading" className="card__title">
        <Trans>Tested on {events} past events, observations only</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Until enough episodes have been measured here, these are our warnings replayed on {stations} stations through past
          wildfire smoke and winter smog, each event tested with a model that had never seen it, at {threshold}.
        </Trans>
      </p>
      <table className="accuracy-table">
        <caption className="visually-hidden">
          <Trans>Early warnings on past events</Trans>
        </caption>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>Warned 2 h or more ahead</Trans>
            </th>
            <td>{t`${warnedShare} (${warned} of ${episodes} episodes)`}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>First smoke of a day warned</Trans>
            </th>
            <td>{t`${firstShare} (${firstArrivalsWarned} of ${firstArrivals})`}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>False alarms</Trans>
            </th>
            <td>{t`${perMonth} a month at one place`}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Median lead</Trans>
            </th>
            <td>{leadText(figures.medianLeadMinutes)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">
        <Trans>
          Here an episode begins when an hour reaches the threshold after 6 hours under it; it was warned when an alert
          went out 2 to 12 hours before; first smoke had no hour at the threshold in the 24 hours before. The live record
          counts its own way (How we count, below).
        </Trans>
      </p>
    </section>
  )
}
