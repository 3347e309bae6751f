import type { PastEventFigures } from '../../domain/accuracy/past-events'
import { leadText } from './figure-text'

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`)

/** The early-warning figures on past events (decision 220), labelled as such, until the live record has enough episodes. */
export function PastEventsCard({ figures }: { figures: PastEventFigures }) {
  return (
    <section className="card accuracy-card" aria-labelledby="accuracy-past-heading">
      <h2 id="accuracy-past-heading" className="card__title">
        Tested on {figures.events} past events, observations only
      </h2>
      <p className="muted">
        Until enough episodes have been measured here, these are our warnings replayed on {figures.stations} stations through past
        wildfire smoke and winter smog, each event tested with a model that had never seen it, at {figures.threshold}.
      </p>
      <table className="accuracy-table">
        <caption className="visually-hidden">Early warnings on past events</caption>
        <tbody>
          <tr>
            <th scope="row">Warned 2 h or more ahead</th>
            <td>{`${percent(figures.warned, figures.episodes)} (${figures.warned} of ${figures.episodes} episodes)`}</td>
          </tr>
          <tr>
            <th scope="row">First smoke of a day warned</th>
            <td>{`${percent(figures.firstArrivalsWarned, figures.firstArrivals)} (${figures.firstArrivalsWarned} of ${figures.firstArrivals})`}</td>
          </tr>
          <tr>
            <th scope="row">False alarms</th>
            <td>{`${figures.falseAlarmsPerStationMonth.toFixed(1)} a month at one place`}</td>
          </tr>
          <tr>
            <th scope="row">Median lead</th>
            <td>{leadText(figures.medianLeadMinutes)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  )
}
