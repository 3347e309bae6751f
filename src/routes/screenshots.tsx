import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/utilities.css'
import { ScreenshotsPanel } from '../features/screenshots/screenshots-panel'

/** `/screenshots` (docs/product.md §Screens): download, copy or open the generated store screenshots. */
export function Component() {
  return (
    <div className="page-shell utility-shell">
      <title>Store Screenshots · AirAhead</title>
      <header className="utility-header">
        <Link to="/" className="button button--ghost button--small">
          <ArrowLeft aria-hidden="true" className="icon" />
          Back to Dashboard
        </Link>
        <h1 className="utility-header__title">Store Screenshots</h1>
        <p className="muted">App-store screenshots of AirAhead, made from real data when you open this page.</p>
      </header>
      <main className="page">
        <ScreenshotsPanel />
        <section className="card" aria-labelledby="screenshots-how">
          <h2 id="screenshots-how" className="card__title">Turning the file into images</h2>
          <ol className="utility-steps">
            <li>Download the file (or copy it into a new <code>.html</code> file) and open it in a desktop browser.</li>
            <li>Set the zoom to 100%. Each screenshot is a frame of exactly 1080 × 1920 px.</li>
            <li>Capture each frame, for example with the developer tools' “Capture node screenshot”.</li>
          </ol>
          <p className="muted small">
            Each screenshot names its data source and time; simulated data is labelled “Simulated data”.
          </p>
        </section>
      </main>
    </div>
  )
}
