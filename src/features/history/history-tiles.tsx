import BellRing from 'lucide-react/icons/bell-ring'
import Gauge from 'lucide-react/icons/gauge'
import type { AlertLogEntry } from '../../domain/contracts/alerts'
import { alertsSentSince } from '../../domain/report/alerts-sent'
import { HISTORY_DAYS, type LevelAverage } from '../../domain/report/history-summary'
import { decimal } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import { LevelBadge } from '../../ui/level-badge'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

const DAY_SECONDS = 86_400

interface AlertLogState {
  /** The log; null when nobody is signed in (the endpoint answered 401). */
  data: AlertLogEntry[] | null | undefined
  isPending: boolean
  isError: boolean
}

/** The two summary tiles (docs/product.md §Screens, /history): the 7-day average and the alerts sent this week, both from real data. */
export function HistoryTiles({ average, alertLog, nowSeconds }: { average: LevelAverage | null; alertLog: AlertLogState; nowSeconds: number }) {
  return (
    <section className="history-tiles" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="visually-hidden">
        Summary
      </h2>
      <div className="card history-tile">
        <Gauge aria-hidden="true" className="icon history-tile__icon" />
        <h3 className="history-tile__label">7-day average</h3>
        {average ? (
          <>
            <p className="history-tile__value" data-testid="average-value">
              {decimal(average.meanLevel, 1, deviceLocaleStyle())}
              <span className="visually-hidden"> of 5</span>
            </p>
            <LevelBadge index={Math.round(average.meanLevel)} context={`The ${HISTORY_DAYS}-day average rounds to this level.`} />
            <p className="muted small">
              {average.meanUsAqi !== null && `US AQI ${usAqiWithCategory(average.meanUsAqi)} on average · `}
              {average.readings} {average.readings === 1 ? 'reading' : 'readings'}
            </p>
          </>
        ) : (
          <>
            <p className="history-tile__value" data-testid="average-value">
              –
            </p>
            <p className="muted small">No readings in the last {HISTORY_DAYS} days</p>
          </>
        )}
      </div>
      <div className="card history-tile">
        <BellRing aria-hidden="true" className="icon history-tile__icon" />
        <h3 className="history-tile__label">Alerts sent this week</h3>
        <AlertsSent alertLog={alertLog} nowSeconds={nowSeconds} />
      </div>
    </section>
  )
}

function AlertsSent({ alertLog, nowSeconds }: { alertLog: AlertLogState; nowSeconds: number }) {
  if (alertLog.isPending) {
    return (
      <p className="history-tile__value muted" role="status">
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">Loading your alerts</span>
      </p>
    )
  }
  if (alertLog.isError || alertLog.data === undefined) {
    return (
      <>
        <p className="history-tile__value" data-testid="alerts-sent-value">
          –
        </p>
        <p className="muted small">Your alerts could not be loaded right now.</p>
      </>
    )
  }
  const count = alertLog.data === null ? 0 : alertsSentSince(alertLog.data, nowSeconds - HISTORY_DAYS * DAY_SECONDS)
  return (
    <>
      <p className="history-tile__value" data-testid="alerts-sent-value">
        {count}
      </p>
      {alertLog.data === null ? (
        <p className="muted small">
          <a href="/api/login?next=/history">Sign in</a> to get alerts.
        </p>
      ) : (
        <p className="muted small">Texts sent in the last {HISTORY_DAYS} days</p>
      )}
    </>
  )
}
