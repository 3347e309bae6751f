import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import LocateFixed from 'lucide-react/icons/locate-fixed'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import '../styles/home.css'
import { useLocalMode } from '../lib/use-local-mode'

const FEATURES = [
  {
    Icon: LocateFixed,
    title: msg`GPS monitoring`,
    text: msg`The air where you stand, from your phone’s location, or New York City if you would rather not share it.`,
  },
  {
    Icon: BellRing,
    title: msg`2-hour SMS warnings`,
    text: msg`With Premium, a text about 2 hours before the air at your places turns Poor, with what to do.`,
  },
  {
    Icon: HeartPulse,
    title: msg`Health tips`,
    text: msg`Advice at every level for children, older adults and people with asthma or heart disease.`,
  },
] as const

/**
 * Spec "Landing screen". The debug banner ("authentication is bypassed") belongs to local
 * mode only (GET /api/health says so), where it is true: sign-in codes can be read from the
 * local outbox instead of arriving by SMS.
 */
function Landing({ localMode }: { localMode: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <div className="landing">
      <title>{t`AirAhead · Know before the air turns bad`}</title>
      {localMode && (
        <aside className="landing__debug" aria-label={t`Local mode`}>
          <Trans>
            Local mode: authentication is bypassed (sign-in codes are readable at /api/dev/outbox, no SMS is sent).{' '}
            <Link to="/">Open the dashboard</Link>
          </Trans>
        </aside>
      )}
      <main className="landing__main">
        <header className="landing__hero">
          <h1 className="landing__title">AirAhead</h1>
          <p className="landing__subtitle">
            <Trans>Know about bad air 2 hours before it reaches you.</Trans>
          </p>
        </header>
        <ul className="landing__features">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title.id} className="card landing__feature">
              <Icon aria-hidden="true" className="icon icon--ok" />
              <div>
                <h2 className="landing__feature-title">{i18n._(title)}</h2>
                <p className="small">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="landing__warning">
          <TriangleAlert aria-hidden="true" className="icon" />
          <span>
            <Trans>
              Air pollution is linked to about 7 million early deaths a year, and you cannot see most of it.{' '}
              <a href="https://www.who.int/health-topics/air-pollution" rel="noreferrer" target="_blank">
                WHO: air pollution<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </Trans>
          </span>
        </p>
        <div className="landing__actions">
          <Link to="/pricing" className="button button--primary">
            <Trans>Get Started</Trans>
          </Link>
          <Link to="/" className="button button--ghost">
            <Trans>See the air where you are</Trans>
          </Link>
        </div>
      </main>
    </div>
  )
}

/** `/landing`. A lazy route module. */
export function Component() {
  return <Landing localMode={useLocalMode()} />
}
