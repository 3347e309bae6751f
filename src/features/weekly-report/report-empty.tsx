import { Link } from '../../lib/router'
import Wind from 'lucide-react/icons/wind'
import { Trans } from '@lingui/react/macro'

/** No readings this week at this place: say so, and how to get some. */
export function ReportEmpty({ placeName }: { placeName: string }) {
  return (
    <section className="card" aria-labelledby="empty-heading" data-testid="report-empty">
      <h2 id="empty-heading" className="card__title">
        <Trans>No readings yet this week</Trans>
      </h2>
      <p>
        <Trans>
          This report is worked out from the readings kept on this device for {placeName}, and there are none for this
          week yet. Each time you check your air, the reading is kept here.
        </Trans>
      </p>
      <Link to="/home" className="button button--primary">
        <Wind aria-hidden="true" className="icon" />
        <Trans>Check My Air</Trans>
      </Link>
    </section>
  )
}
