import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import Bell from 'lucide-react/icons/bell'
import CalendarDays from 'lucide-react/icons/calendar-days'

interface QuickActionsProps {
  forecastHeadingId: string
  /** A Premium member: their alerts are set up already, so the button says Alert Settings (decision 207). */
  member: boolean
  /** The member's plan for this place, when no banner says it. */
  planText: string | null
}

/** The alerts button goes to the alert settings; View Forecast moves to the forecast (and focus with it). */
export function QuickActions({ forecastHeadingId, member, planText }: QuickActionsProps) {
  const { t } = useLingui()
  const viewForecast = () => {
    const heading = document.getElementById(forecastHeadingId)
    if (!heading) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    heading.focus({ preventScroll: true })
  }

  return (
    <div className="quick-actions">
      {planText && (
        <p className="quick-actions__plan small" role="status">
          <Bell aria-hidden="true" className="icon" />
          {planText}
        </p>
      )}
      <Link to="/alerts" className="button button--primary">
        <Bell aria-hidden="true" className="icon" />
        {member ? t`Alert Settings` : t`Enable Alerts`}
      </Link>
      <button type="button" className="button button--secondary" onClick={viewForecast}>
        <CalendarDays aria-hidden="true" className="icon" />
        <Trans>View Forecast</Trans>
      </button>
    </div>
  )
}
