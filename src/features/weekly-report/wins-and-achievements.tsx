import Award from 'lucide-react/icons/award'
import CircleCheck from 'lucide-react/icons/circle-check'
import Lock from 'lucide-react/icons/lock'
import Trophy from 'lucide-react/icons/trophy'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Achievement } from '../../domain/report/achievements'

/** The week's wins, each a fact from the device's readings and checks. */
export function WinsCard({ wins }: { wins: readonly string[] }) {
  return (
    <section className="card" aria-labelledby="wins-heading">
      <h2 id="wins-heading" className="card__title">
        <Trans>This week’s wins</Trans>
      </h2>
      {wins.length === 0 ? (
        <p className="muted">
          <Trans>No wins to show yet this week. Good-air days and regular checks will show up here.</Trans>
        </p>
      ) : (
        <ul className="report-list" data-testid="wins">
          {wins.map((win) => (
            <li key={win}>
              <Trophy aria-hidden="true" className="icon icon--ok" />
              {win}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Every achievement, earned or still to earn. */
export function AchievementsCard({ achievements }: { achievements: readonly Achievement[] }) {
  const { t } = useLingui()
  const earned = achievements.filter((a) => a.earned).length
  const total = achievements.length
  return (
    <section className="card" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className="card__title">
        <Award aria-hidden="true" className="icon" /> <Trans>Achievements</Trans>
      </h2>
      <p className="muted small">
        <Trans>{earned} of {total} earned, from the checks and readings on this device.</Trans>
      </p>
      <ul className="report-list" data-testid="achievements">
        {achievements.map((a) => (
          <li key={a.name} className={a.earned ? 'achievement achievement--earned' : 'achievement'}>
            {a.earned ? (
              <CircleCheck aria-hidden="true" className="icon icon--ok" />
            ) : (
              <Lock aria-hidden="true" className="icon muted" />
            )}
            <span>
              <strong>{a.name}</strong>
              <span className="visually-hidden">{a.earned ? t`, earned` : t`, not earned yet`}</span>
              <span className="block muted small">{a.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
