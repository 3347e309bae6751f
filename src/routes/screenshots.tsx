import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/utilities.css'
import { ScreenshotsPanel } from '../features/screenshots/screenshots-panel'

/** `/screenshots` (docs/product.md §Screens): download, copy or open the generated store screenshots. */
export function Component() {
  const { t } = useLingui()
  return (
    <div className="page-shell utility-shell">
      <title>{t`Store Screenshots · AirAhead`}</title>
      <header className="utility-header">
        <Link to="/" className="button button--ghost button--small">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Back to Dashboard</Trans>
        </Link>
        <h1 className="utility-header__title">
          <Trans>Store Screenshots</Trans>
        </h1>
        <p className="muted">
          <Trans>App-store screenshots of AirAhead, made from real data when you open this page.</Trans>
        </p>
      </header>
      <main className="page">
        <ScreenshotsPanel />
        <section className="card" aria-labelledby="screenshots-how">
          <h2 id="screenshots-how" className="card__title">
            <Trans>Turning the file into images</Trans>
          </h2>
          <ol className="utility-steps">
            <li>
              <Trans>
                Download the file (or copy it into a new <code>.html</code> file) and open it in a desktop browser.
              </Trans>
            </li>
            <li>
              <Trans>Set the zoom to 100%. Each screenshot is a frame of exactly 1080 × 1920 px.</Trans>
            </li>
            <li>
              <Trans comment="“Capture node screenshot” is a command of Chrome's developer tools: use its name in the browser's language">
                Capture each frame, for example with the developer tools' “Capture node screenshot”.
              </Trans>
            </li>
          </ol>
          <p className="muted small">
            <Trans comment="“Simulated data” is the label the screenshots themselves carry">
              Each screenshot names its data source and time; simulated data is labelled “Simulated data”.
            </Trans>
          </p>
        </section>
      </main>
    </div>
  )
}
