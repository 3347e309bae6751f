import BellRing from 'lucide-react/icons/bell-ring'
import Gauge from 'lucide-react/icons/gauge'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { AlertLogEntry } from '../../domain/contracts/alerts'
import { alertsSentSince } from '../../domain/report/alerts-sent'
import { HISTORY_DAYS, type LevelAverage } from '../../domain/report/history-summary'
import { decimal } from '../../domain/time/format'
import { deviceLocaleStyle } from '../../lib/locale'
import { LevelBadge } from '../../ui/level-badge'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import { appTranslate } from '../../lib/i18n'

const DAY_SECONDS = 86_400

interface AlertLogState {
  /** The log; null when nobody is signed in (the endpoint answered 401). */
  data: AlertLogEntry[] | null | undefined
  isPending: boolean
  isError: boolean
}

/** The two summary tiles (docs/product.md §Screens, /history): the 7-day average and the alerts sent this week, both from real data. */
export function HistoryTiles({ average, alertLog, nowSeconds }: { average: LevelAverage | null; alertLog: AlertLogState; nowSeconds: number }) {
  const { t } = useLingui()
  const days = HISTORY_DAYS
  const readings = average?.readings ?? 0
  return (
    <section className="history-tiles" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="visually-hidden">
        <Trans>Summary</Trans>
      </h2>
      <div className="card history-tile">
        <Gauge aria-hidden="true" className="icon history-tile__icon" />
        <h3 className="history-tile__label">
          <Plural value={days} one="#-day average" other="#-day average" />
        </h3>
        {average ? (
          <>
            <p className="history-tile__value" data-testid="average-value">
              {decimal(average.meanLevel, 1, deviceLocaleStyle())}
              <span className="visually-hidden">
                {' '}
                <Trans comment="After an average level, e.g. 2.4 of 5">of 5</Trans>
              </span>
            </p>
            <LevelBadge index={Math.round(average.meanLevel)} context={t`The ${days}-day average rounds to this level.`} />
            <p className="muted small">
              {average.meanUsAqi !== null && (
                <>
                  <UsAqiAverage usAqi={average.meanUsAqi} />
                  {' · '}
                </>
              )}
              <Plural value={readings} one="# reading" other="# readings" />
            </p>
          </>
        ) : (
          <>
            <p className="history-tile__value" data-testid="average-value">
              –
            </p>
            <p className="muted small">
              <Plural value={days} one="No readings in the last # day" other="No readings in the last # days" />
            </p>
          </>
        )}
      </div>
      <div className="card history-tile">
        <BellRing aria-hidden="true" className="icon history-tile__icon" />
        <h3 className="history-tile__label">
          <Trans>Alerts sent this week</Trans>
        </h3>
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
        <span className="visually-hidden">
          <Trans>Loading your alerts</Trans>
        </span>
      </p>
    )
  }
  if (alertLog.isError || alertLog.data === undefined) {
    return (
      <>
        <p className="history-tile__value" data-testid="alerts-sent-value">
          –
        </p>
        <p className="muted small">
          <Trans>Your alerts could not be loaded right now.</Trans>
        </p>
      </>
    )
  }
  const days = HISTORY_DAYS
  const count = alertLog.data === null ? 0 : alertsSentSince(alertLog.data, nowSeconds - days * DAY_SECONDS)
  return (
    <>
      <p className="history-tile__value" data-testid="alerts-sent-value">
        {count}
      </p>
      {alertLog.data === null ? (
        <p className="muted small">
          <Trans>
            <a href="/api/login?next=/history">Sign in</a> to get alerts.
          </Trans>
        </p>
      ) : (
        <p className="muted small">
          <Plural value={days} one="Texts sent in the last # day" other="Texts sent in the last # days" />
        </p>
      )}
    </>
  )
}

/** "US AQI 42 · Good on average", before the count of readings. */
function UsAqiAverage({ usAqi }: { usAqi: number }) {
  const value = usAqiWithCategory(usAqi, false, appTranslate)
  return <Trans comment="value: a US AQI figure and its category, e.g. 42 · Good">US AQI {value} on average</Trans>
}
