import { levelText } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'
import { useTranslate } from '../../lib/i18n'

const LEVELS = [
  { index: 4, advice: 'Everyone should limit outdoor activities.' },
  { index: 5, advice: 'Avoid all outdoor activities.' },
] as const

/** /alerts (docs/product.md §Screens): the 'Alert Levels' explainer, on the 1-5 scale. */
export function AlertLevels() {
  const _ = useTranslate()
  return (
    <section className="card" aria-labelledby="alert-levels-heading">
      <h2 id="alert-levels-heading" className="card__title">
        Alert Levels
      </h2>
      <ul className="alert-levels">
        {LEVELS.map(({ index, advice }) => {
          const level = levelText(index, _)
          return (
            <li key={index} className="alert-levels__item">
              <span className="alert-levels__chip" style={levelStyle(level)}>
                {index}
              </span>
              <p>
                <strong>
                  {level.label} (AQI {index})
                </strong>
                : {advice}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
