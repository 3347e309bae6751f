import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/explore.css'
import '../styles/accuracy.css'
import type { AccuracyResponse } from '../domain/contracts/accuracy'
import { AccuracyMethod } from '../features/accuracy/accuracy-method'
import { AccuracyTable } from '../features/accuracy/accuracy-table'
import { PastEventsCard } from '../features/accuracy/past-events-card'
import { PAST_EVENT_FIGURES, showPastEvents } from '../domain/accuracy/past-events'
import { useAccuracy } from '../features/accuracy/api/get-accuracy'
import { describeRequestError } from '../lib/api'
import { Spinner } from '../ui/spinner'

/** `/accuracy` (issue 14): how often our warnings came true, per region and month, beside the raw model and persistence. */
export function Component() {
  const { t } = useLingui()
  const accuracy = useAccuracy()
  return (
    <div className="page-shell explore-shell">
      <title>{t`Forecast Accuracy · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/air-quality-guide" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Air Quality Guide</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>Forecast Accuracy</Trans>
        </h1>
        <p className="muted">
          <Trans>How often our warnings came true, checked against what stations measured.</Trans>
        </p>
      </header>
      <main className="page explore-page" aria-busy={accuracy.isPending}>
        {accuracy.isPending && <Spinner label={t`Loading the accuracy record…`} />}
        {accuracy.isError && (
          <section className="card" role="alert">
            <h2 className="card__title">
              <Trans>The record could not be loaded</Trans>
            </h2>
            <p>{describeRequestError(accuracy.error)}</p>
            <button type="button" className="button" onClick={() => void accuracy.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </section>
        )}
        {accuracy.data && <Record answer={accuracy.data} />}
      </main>
    </div>
  )
}

function Record({ answer }: { answer: AccuracyResponse }) {
  const { t } = useLingui()
  const liveEpisodes = answer.rows.reduce((sum, row) => sum + row.job.episodes, 0)
  return (
    <>
      {showPastEvents(liveEpisodes) && <PastEventsCard figures={PAST_EVENT_FIGURES} />}
      {answer.rows.length === 0 ? (
        <section className="card" aria-labelledby="accuracy-empty-heading">
          <h2 id="accuracy-empty-heading" className="card__title">
            <Trans>Nothing settled yet</Trans>
          </h2>
          <p>
            {answer.measuring
              ? t`Predictions are checked once their day and the day after have passed and the measurements are in. None has been checked yet, so there are no figures to show.`
              : t`Our predictions are being written down, but reading station measurements for them is not switched on yet. Until it is, nothing can be checked, and we show no figures rather than guessed ones.`}
          </p>
        </section>
      ) : (
        answer.rows.map((row) => <AccuracyTable key={`${row.month} ${row.region}`} row={row} fewEpisodes={answer.fewEpisodes} />)
      )}
      <AccuracyMethod method={answer.method} />
    </>
  )
}
