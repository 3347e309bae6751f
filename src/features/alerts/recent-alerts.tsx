import { Trans, useLingui } from '@lingui/react/macro'
import type { AlertLogEntry } from '../../domain/contracts/alerts'
import { describeRequestError } from '../../lib/api'
import { deviceDateTime } from '../../lib/time'
import { Skeleton } from '../../ui/skeleton'
import { alertDot, alertTime, statusLabel, statusTone } from './alert-log-view'
import { useAlertLog } from './api/get-alert-log'

/**
 * /alerts (docs/product.md §Screens): 'Recent Alerts' from the real alert log, newest first. `hasAccount`: false
 * for a visitor without any account (nothing to load), undefined while that is not known yet.
 */
export function RecentAlerts({ hasAccount }: { hasAccount: boolean | undefined }) {
  const { t } = useLingui()
  const log = useAlertLog(hasAccount === true)
  return (
    <section className="card" aria-labelledby="recent-alerts-heading" aria-busy={log.isFetching}>
      <h2 id="recent-alerts-heading" className="card__title">
        <Trans>Recent Alerts</Trans>
      </h2>
      {hasAccount === false ? (
        <p className="muted">
          <Trans>No alerts sent yet</Trans>
        </p>
      ) : log.isPending ? (
        <Skeleton height={120} label={t`Loading recent alerts…`} />
      ) : log.isError ? (
        <div role="alert">
          <p>
            <Trans>Could not load your alerts.</Trans>
          </p>
          <p className="muted small">{describeRequestError(log.error)}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void log.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : log.data.length === 0 ? (
        <p className="muted">
          <Trans>No alerts sent yet</Trans>
        </p>
      ) : (
        <ul className="alert-log">
          {log.data.map((entry) => (
            <AlertLogItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  )
}

function AlertLogItem({ entry }: { entry: AlertLogEntry }) {
  const dot = alertDot(entry.alertType)
  const at = alertTime(entry)
  return (
    <li className="alert-log__item">
      <span className={`alert-log__dot alert-log__dot--${dot.tone}`} aria-hidden="true" />
      <div className="alert-log__body">
        <p>
          <span className="visually-hidden">{dot.label}: </span>
          {entry.message}
        </p>
        <p className="muted small">
          {entry.placeName && <span>{entry.placeName} · </span>}
          <time dateTime={at}>{deviceDateTime(at)}</time>
        </p>
      </div>
      <span className={`status-pill status-pill--${statusTone(entry.status)}`}>{statusLabel(entry.status)}</span>
    </li>
  )
}
