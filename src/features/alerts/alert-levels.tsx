import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelFor } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'

const LEVELS = [
  { index: 4, advice: msg`Everyone should limit outdoor activities.` },
  { index: 5, advice: msg`Avoid all outdoor activities.` },
] as const

/** /alerts (docs/product.md §Screens): the 'Alert Levels' explainer, on the 1-5 scale. */
export function AlertLevels() {
  const { i18n } = useLingui()
  return (
    <section className="card" aria-labelledby="alert-levels-heading">
      <h2 id="alert-levels-heading" className="card__title">
        <Trans>Alert Levels</Trans>
      </h2>
      <ul className="alert-levels">
        {LEVELS.map(({ index, advice }) => {
          const level = levelFor(index)
          const name = level.name
          return (
            <li key={index} className="alert-levels__item">
              <span className="alert-levels__chip" style={levelStyle(level)}>
                {index}
              </span>
              <p>
                <strong>
                  <Trans comment="A level's name and its number on the 1-5 scale, e.g. 'Poor (AQI 4)'">
                    {name} (AQI {index})
                  </Trans>
                </strong>
                : {i18n._(advice)}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
