import FlaskConical from 'lucide-react/icons/flask-conical'
import { Trans } from '@lingui/react/macro'
import { CAMS_VALIDATION_REPORTS, OPEN_METEO_AIR_QUALITY_DOCS } from './sources'

/**
 * Where a testimonial or an "85-90% accuracy" claim would be (spec), a true statement of how
 * the forecast is made and where its quality is checked (docs/product.md §Sources).
 */
export function ForecastSource() {
  return (
    <section className="card" aria-labelledby="forecast-source-heading">
      <div className="section-heading">
        <FlaskConical aria-hidden="true" className="icon icon--ok" />
        <h2 id="forecast-source-heading" className="card__title">
          <Trans>How the forecast is made</Trans>
        </h2>
      </div>
      <p>
        <Trans>
          AirAhead's forecasts come from the Copernicus Atmosphere Monitoring Service (CAMS), the EU's service for the air we
          breathe, through{' '}
          <a href={OPEN_METEO_AIR_QUALITY_DOCS} target="_blank" rel="noreferrer">
            Open-Meteo
          </a>
          : a European model at about 11 km and a global model at about 45 km, updated every day.
        </Trans>
      </p>
      <p>
        <Trans>
          They are model forecasts, not a sensor at your door, so a busy road or a bonfire next to you may not show. Every
          reading in the app names its source and its age.
        </Trans>
      </p>
      <p>
        <Trans>
          We do not quote an accuracy percentage we have not measured. CAMS checks its forecasts against independent
          measurements and publishes the results in its{' '}
          <a href={CAMS_VALIDATION_REPORTS} target="_blank" rel="noreferrer">
            validation reports
          </a>
          .
        </Trans>
      </p>
    </section>
  )
}
