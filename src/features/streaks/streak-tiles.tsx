import Flame from 'lucide-react/icons/flame'
import ListChecks from 'lucide-react/icons/list-checks'
import { nextMilestone, type StreakState } from '../../domain/streaks/streaks'
import { Skeleton } from '../../ui/skeleton'

/** The simple home (docs/product.md §Screens): the streak tile and the total-checks tile. */
export function StreakTiles({ progress }: { progress: StreakState | undefined }) {
  const next = progress ? nextMilestone(progress.streak) : null
  return (
    <section className="streaks" aria-labelledby="streaks-heading">
      <h2 id="streaks-heading" className="visually-hidden">
        Your checks
      </h2>
      {progress ? (
        <div className="streaks__tiles">
          <div className="card streak-tile">
            <Flame aria-hidden="true" className="icon streak-tile__icon" />
            <p className="streak-tile__value" data-testid="streak-value">
              {progress.streak}
            </p>
            <p className="streak-tile__label">Check streak</p>
            <p className="muted small">
              {next === null ? 'Every badge earned' : `${next - progress.streak} to the ${next}-check badge`}
            </p>
          </div>
          <div className="card streak-tile">
            <ListChecks aria-hidden="true" className="icon streak-tile__icon" />
            <p className="streak-tile__value" data-testid="total-checks-value">
              {progress.totalChecks}
            </p>
            <p className="streak-tile__label">Total checks</p>
            <p className="muted small">On this device</p>
          </div>
        </div>
      ) : (
        <Skeleton height={164} label="Loading your checks…" />
      )}
      <p className="muted small">
        Checks more than an hour apart grow your streak; 48 hours without a check resets it.
      </p>
    </section>
  )
}
