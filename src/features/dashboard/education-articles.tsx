import { Trans } from '@lingui/react/macro'

/** Two short articles; every claim here should stay checkable against WHO / EPA / CAMS material. */
export function EducationArticles() {
  return (
    <section className="card articles" aria-labelledby="learn-heading">
      <h2 id="learn-heading" className="card__title">
        <Trans comment="Heading of short articles about air">Learn</Trans>
      </h2>
      <article className="article">
        <h3>
          <Trans>What is PM2.5?</Trans>
        </h3>
        <p>
          <Trans>
          PM2.5 are airborne particles 2.5 micrometres across or smaller, about thirty times thinner than a human hair.
          They come mostly from burning: traffic, heating with wood or coal, industry and wildfire smoke. They are small
          enough to reach deep into the lungs and into the bloodstream, which is why they are linked to heart and lung
          disease. The World Health Organization's 2021 guideline is a yearly average of at most 5 µg/m³, and a daily
          average above 15 µg/m³ on no more than 3–4 days a year.
          </Trans>
        </p>
      </article>
      <article className="article">
        <h3>
          <Trans>Why a forecast helps</Trans>
        </h3>
        <p>
          <Trans>
          Air quality changes hour by hour with traffic, weather and wind. A forecast lets you plan: run, cycle or air out
          your home during cleaner hours, and keep a reliever inhaler close when a bad spell is coming. AirAhead's
          forecasts come from atmospheric models such as Copernicus CAMS; they are estimates, so check the current reading
          before you go out.
          </Trans>
        </p>
      </article>
    </section>
  )
}
