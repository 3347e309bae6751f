import { Trans } from '@lingui/react/macro'
import { ACCURACY_METHOD, accuracyMethod } from '../../domain/accuracy/method'
import type { AccuracyResponse } from '../../domain/contracts/accuracy'
import { useTranslate } from '../../lib/i18n'

/**
 * The method in plain words. The API gives it in English; each definition the app also has
 * (the same English term) is shown in the reader's words, any other as the API gives it.
 */
export function AccuracyMethod({ method }: { method: AccuracyResponse['method'] }) {
  const _ = useTranslate()
  const own = accuracyMethod(_)
  return (
    <section className="card" aria-labelledby="accuracy-method-heading">
      <h2 id="accuracy-method-heading" className="card__title">
        <Trans>How we count</Trans>
      </h2>
      <dl className="accuracy-method">
        {method.map((definition) => {
          const at = ACCURACY_METHOD.findIndex((e) => e.term === definition.term && e.text === definition.text)
          const { term, text } = own[at] ?? definition
          return (
            <div key={definition.term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
