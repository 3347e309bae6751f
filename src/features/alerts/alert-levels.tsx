import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'
import { useTranslate } from '../../lib/i18n'

const LEVELS = [
  { index: 4, advice: msg`Everyone should limit outdoor activities.` },
  { index: 5, advice: msg`Avoid all outdoor activities.` },
] as const

/** /alerts (docs/product.md §Screens): the 'Alert Levels' explainer, on the 1-5 scale. */
export function AlertLevels() {
  const { i18n } = useLingui()
  const _ = useTranslate()
  return (
    <section className="card" aria-labelledby="alert-levels-heading">
      <h2 id="alert-levels-heading" className="card__title">
        <Trans>Alert Levels</Trans>
      </h2>
      <ul className="alert-levels">
        {LEVELS.map(({ index, advice }) => {
          const level = levelText(index, _)
          const name = level.label
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
