import { Link } from 'react-router-dom'
import Globe from 'lucide-react/icons/globe'
import { compareAir, type AirFigure, type AirVerdict } from '../../domain/home/air-vs-world'
import { LevelChip } from '../../ui/level-chip'
import { Skeleton } from '../../ui/skeleton'

export interface PlaceAir {
  name: string
  /** The place's current air, once loaded. */
  figure: AirFigure | null
  isPending: boolean
}

const VERDICT_TEXT: Record<AirVerdict, string> = {
  cleaner: 'Your air is cleaner',
  similar: 'About the same',
  worse: 'Cleaner there',
}

/** 'Air vs World': the user's current air next to New York, Los Angeles and London, from live readings. */
export function AirVsWorldCard({ mine, cities }: { mine: PlaceAir; cities: readonly PlaceAir[] }) {
  const mineFigure = mine.figure
  const compared = cities.filter((c) => c.figure !== null)
  const cleanerThan = mineFigure
    ? compared.filter((c) => c.figure && compareAir(mineFigure, c.figure) === 'cleaner').length
    : 0

  return (
    <section className="card air-vs-world" aria-labelledby="world-heading">
      <h2 id="world-heading" className="card__title">
        <Globe aria-hidden="true" className="icon" /> Air vs World
      </h2>
      <ul className="air-vs-world__list">
        {[mine, ...cities].map((place, i) => (
          <li key={place.name} className={`air-vs-world__row${i === 0 ? ' air-vs-world__row--mine' : ''}`}>
            <span className="air-vs-world__name">{place.name}</span>
            {place.figure ? (
              <>
                <LevelChip index={place.figure.aqi} />
                <span className="air-vs-world__us">US AQI {place.figure.usAqi ?? '—'}</span>
                <span className="air-vs-world__verdict small muted">
                  {i === 0 ? 'You' : mineFigure ? VERDICT_TEXT[compareAir(mineFigure, place.figure)] : ''}
                </span>
              </>
            ) : place.isPending ? (
              <Skeleton height={24} className="air-vs-world__skeleton" label={`Loading ${place.name}…`} />
            ) : (
              <span className="muted small air-vs-world__missing">No reading right now</span>
            )}
          </li>
        ))}
      </ul>
      {mineFigure && compared.length > 0 && (
        <p className="small">
          Right now your air is cleaner than {cleanerThan} of {compared.length} {compared.length === 1 ? 'city' : 'cities'}.
        </p>
      )}
      <Link to="/location-comparison" className="button button--ghost button--small air-vs-world__more">
        Compare more cities
      </Link>
    </section>
  )
}
