import Flame from 'lucide-react/icons/flame'

/** The stored check streak (docs/product.md §States), as the home screen counts it. */
export function StreakCard({ streak }: { streak: number }) {
  return (
    <section className="card report-streak" aria-labelledby="streak-heading">
      <Flame aria-hidden="true" className="icon report-streak__icon" />
      <div>
        <h2 id="streak-heading" className="card__title">
          Check streak
        </h2>
        <p>
          <strong className="report-streak__value" data-testid="report-streak">
            {streak}
          </strong>{' '}
          {streak === 1 ? 'check' : 'checks'} in a row
        </p>
        <p className="muted small">Checks more than an hour apart grow it; 48 hours without a check resets it.</p>
      </div>
    </section>
  )
}
