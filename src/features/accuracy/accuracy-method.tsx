import { Trans } from '@lingui/react/macro'
import type { AccuracyResponse } from '../../domain/contracts/accuracy'

/** The method in plain words, as the API gives it. */
export function AccuracyMethod({ method }: { method: AccuracyResponse['method'] }) {
  return (
    <section className="card" aria-labelledby="accuracy-method-heading">
      <h2 id="accuracy-method-heading" className="card__title">
        <Trans>How we count</Trans>
      </h2>
      <dl className="accuracy-method">
        {method.map(({ term, text }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
