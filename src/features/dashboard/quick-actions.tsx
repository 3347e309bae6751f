import { Link } from 'react-router-dom'
import Bell from 'lucide-react/icons/bell'
import CalendarDays from 'lucide-react/icons/calendar-days'

/** Enable Alerts goes to the alert settings; View Forecast moves to the forecast (and focus with it). */
export function QuickActions({ forecastHeadingId }: { forecastHeadingId: string }) {
  const viewForecast = () => {
    const heading = document.getElementById(forecastHeadingId)
    if (!heading) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    heading.focus({ preventScroll: true })
  }

  return (
    <div className="quick-actions">
      <Link to="/alerts" className="button button--primary">
        <Bell aria-hidden="true" className="icon" />
        Enable Alerts
      </Link>
      <button type="button" className="button button--secondary" onClick={viewForecast}>
        <CalendarDays aria-hidden="true" className="icon" />
        View Forecast
      </button>
    </div>
  )
}
