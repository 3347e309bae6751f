import { Link } from '../../lib/router'
import Wind from 'lucide-react/icons/wind'

/** No readings this week at this place: say so, and how to get some. */
export function ReportEmpty({ placeName }: { placeName: string }) {
  return (
    <section className="card" aria-labelledby="empty-heading" data-testid="report-empty">
      <h2 id="empty-heading" className="card__title">
        No readings yet this week
      </h2>
      <p>
        This report is worked out from the readings kept on this device for {placeName}, and there are none for this
        week yet. Each time you check your air, the reading is kept here.
      </p>
      <Link to="/home" className="button button--primary">
        <Wind aria-hidden="true" className="icon" />
        Check My Air
      </Link>
    </section>
  )
}
