import { POLLUTANT_GUIDE } from '../../domain/aqi/guide'
import { OWM5_BOUNDS_UGM3 } from '../../domain/aqi/owm5'

const number = new Intl.NumberFormat('en-US')

/** "Good below 10 · Fair 10-25 · …": the bands AirAhead rates this pollutant with (spec §9). */
function bandsText(bounds: readonly [number, number, number, number]): string {
  const [fair, moderate, poor, veryPoor] = bounds.map((b) => number.format(b))
  return `Good below ${fair} · Fair ${fair}-${moderate} · Moderate ${moderate}-${poor} · Poor ${poor}-${veryPoor} · Very Poor ${veryPoor} and above`
}

/** The six pollutants: what each is, where it comes from, what it does, and how it is rated. */
export function PollutantGuide() {
  return (
    <section className="card" aria-labelledby="pollutants-guide-heading">
      <h2 id="pollutants-guide-heading" className="card__title">
        The six pollutants
      </h2>
      <ul className="guide-pollutants">
        {POLLUTANT_GUIDE.map((pollutant) => (
          <li key={pollutant.id} className="guide-pollutant">
            <h3 className="guide-pollutant__name">
              {pollutant.name} <span className="muted guide-pollutant__full">{pollutant.fullName}</span>
            </h3>
            <p>{pollutant.description}</p>
            <h4 className="guide-pollutant__subheading">Sources</h4>
            <ul className="guide-list">
              {pollutant.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
            <h4 className="guide-pollutant__subheading">Health effects</h4>
            <ul className="guide-list">
              {pollutant.healthEffects.map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </ul>
            <p className="muted small">
              <span className="guide-pollutant__bands-label">AirAhead’s bands (µg/m³):</span>{' '}
              {bandsText(OWM5_BOUNDS_UGM3[pollutant.id])}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
