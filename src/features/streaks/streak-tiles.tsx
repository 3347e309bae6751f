import { Trans, useLingui } from '@lingui/react/macro'
import Flame from 'lucide-react/icons/flame'
import ListChecks from 'lucide-react/icons/list-checks'
import { nextMilestone, type StreakState } from '../../domain/streaks/streaks'
import { Skeleton } from '../../ui/skeleton'

/** The simple home (docs/product.md §Screens): the streak tile and the total-checks tile. */
export function StreakTiles({ progress }: { progress: StreakState | undefined }) {
  const { t } = useLingui()
  const next = progress ? nextMilestone(progress.streak) : null
  const toGo = next === null || !progress ? 0 : next - progress.streak
  return (
    <section className="streaks" aria-labelledby="streaks-heading">
      <h2 id="streaks-heading" className="visually-hidden">
        <Trans>Your checks</Trans>
      </h2>
      {progress ? (
        <div className="streaks__tiles">
          <div className="card streak-tile">
            <Flame aria-hidden="true" className="icon streak-tile__icon" />
            <p className="streak-tile__value" data-testid="streak-value">
              {progress.streak}
            </p>
            <p className="streak-tile__label">
              <Trans>Check streak</Trans>
            </p>
            <p className="muted small">
              {next === null
                ? t`Every badge earned`
                : t({ message: `${toGo} to the ${next}-check badge`, comment: 'Checks still needed for the next streak badge, e.g. "2 to the 7-check badge"' })}
            </p>
          </div>
          <div className="card streak-tile">
            <ListChecks aria-hidden="true" className="icon streak-tile__icon" />
            <p className="streak-tile__value" data-testid="total-checks-value">
              {progress.totalChecks}
            </p>
            <p className="streak-tile__label">
              <Trans>Total checks</Trans>
            </p>
            <p className="muted small">
              <Trans>On this device</Trans>
            </p>
          </div>
        </div>
      ) : (
        <Skeleton height={164} label={t`Loading your checks…`} />
      )}
      <p className="muted small">
        <Trans>Checks more than an hour apart grow your streak; 48 hours without a check resets it.</Trans>
      </p>
    </section>
  )
}
