import { guideLevels } from '../../domain/aqi/guide'
import { useTranslate } from '../../lib/i18n'

/** The six AQI categories of docs/product.md §Index, from the same table the app advises with. */
export function GuideLevels() {
  const _ = useTranslate()
  return (
    <section className="card" aria-labelledby="levels-heading">
      <h2 id="levels-heading" className="card__title">
        Air quality levels
      </h2>
      <p className="muted small">
        Six categories on the 0-500 US AQI scale. Everyday readings in AirAhead use the five-level index (Good to Very
        Poor); the sixth, Extremely Poor, is for emergencies.
      </p>
      <ol className="guide-levels">
        {guideLevels(_).map((level) => (
          <li key={level.index} className="guide-level">
            <h3 className="guide-level__header" style={{ backgroundColor: level.color, color: level.textColor }}>
              <span>
                {level.index}. {level.label}
              </span>
              <span className="guide-level__range">AQI {level.range} · EPA: {level.epaName}</span>
            </h3>
            <div className="guide-level__body">
              <p>{level.description}</p>
              <p>
                <strong>Health advice:</strong> {level.healthAdvice}
              </p>
              <ul className="guide-list" aria-label={`What to do: ${level.label}`}>
                {level.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
