import { Trans, useLingui } from '@lingui/react/macro'
import { guideLevels } from '../../domain/aqi/guide'
import { useTranslate } from '../../lib/i18n'

/** The six AQI categories of docs/product.md §Index, from the same table the app advises with. */
export function GuideLevels() {
  const { t } = useLingui()
  const _ = useTranslate()
  return (
    <section className="card" aria-labelledby="levels-heading">
      <h2 id="levels-heading" className="card__title">
        <Trans>Air quality levels</Trans>
      </h2>
      <p className="muted small">
        <Trans>
          Six categories on the 0-500 US AQI scale. Everyday readings in AirAhead use the five-level index (Good to Very
          Poor); the sixth, Extremely Poor, is for emergencies.
        </Trans>
      </p>
      <ol className="guide-levels">
        {guideLevels(_).map((level) => {
          const levelName = level.label
          const range = level.range
          const epa = level.epaName
          return (
          <li key={level.index} className="guide-level">
            <h3 className="guide-level__header" style={{ backgroundColor: level.color, color: level.textColor }}>
              <span>
                {level.index}. {level.label}
              </span>
              <span className="guide-level__range">
                <Trans comment="A level's US AQI range and EPA's name for it">
                  AQI {range} · EPA: {epa}
                </Trans>
              </span>
            </h3>
            <div className="guide-level__body">
              <p>{level.description}</p>
              <p>
                <strong>
                  <Trans>Health advice:</Trans>
                </strong>{' '}
                {level.healthAdvice}
              </p>
              <ul className="guide-list" aria-label={t`What to do: ${levelName}`}>
                {level.actions.map((action) => (
                  <li key={action}>{action}</li>
                ))}
              </ul>
            </div>
          </li>
          )
        })}
      </ol>
    </section>
  )
}
