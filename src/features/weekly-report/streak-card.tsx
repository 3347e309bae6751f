import Flame from 'lucide-react/icons/flame'
import { Plural, Trans } from '@lingui/react/macro'

/** The stored check streak (docs/product.md §States), as the home screen counts it. */
export function StreakCard({ streak }: { streak: number }) {
  return (
    <section className="card report-streak" aria-labelledby="streak-heading">
      <Flame aria-hidden="true" className="icon report-streak__icon" />
      <div>
        <h2 id="streak-heading" className="card__title">
          <Trans>Check streak</Trans>
        </h2>
        <p>
          {/* eslint-disable-next-line lingui/no-single-variables-to-translate -- its Plural holds the words (decision 280) */}
          <Trans>
            <strong className="report-streak__value" data-testid="report-streak">
              {streak}
            </strong>{' '}
            <Plural value={streak} one="check in a row" other="checks in a row" />
          </Trans>
        </p>
        <p className="muted small">
          <Trans>Checks more than an hour apart grow it; 48 hours without a check resets it.</Trans>
        </p>
      </div>
    </section>
  )
}
