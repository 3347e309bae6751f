import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import Globe from 'lucide-react/icons/globe'
import { levelNameMessage } from '../../domain/aqi/levels'
import { compareAqi, comparisonHeadline, comparisonVerdict, verdictMessage, type ComparisonLabel } from '../../domain/report/comparison'
import { LevelChip } from '../../ui/level-chip'
import { Skeleton } from '../../ui/skeleton'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { useTranslate } from '../../lib/i18n'

/** One place's current air: the 1-5 index and the US AQI (0-500) when the source has one. */
export interface AirFigure {
  aqi: number
  usAqi: number | null
  usAqiBeyond?: boolean | undefined
}

export interface PlaceAir {
  name: string
  /** The place's current air, once loaded. */
  figure: AirFigure | null
  isPending: boolean
  /** Not known: the device is offline and no reading was kept (issue 24 item 4). */
  offline?: boolean | undefined
}

/** From the user's side: 'better' means the user's air is cleaner than the city's. */
const LABEL_TEXT: Record<ComparisonLabel, MessageDescriptor> = {
  better: msg`Your air is cleaner`,
  similar: msg`About the same`,
  worse: msg`Cleaner there`,
}

function labelFor(mine: AirFigure | null, theirs: AirFigure): ComparisonLabel | null {
  return mine?.usAqi != null && theirs.usAqi !== null ? compareAqi(mine.usAqi, theirs.usAqi) : null
}

/**
 * 'Air vs World': the user's current air next to the same four cities as /location-comparison,
 * from live readings, compared on the US AQI as it does (Similar within 10 %), with its verdict
 * (decision 242).
 */
export function AirVsWorldCard({ mine, cities }: { mine: PlaceAir; cities: readonly PlaceAir[] }) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const labels = cities.map((city) => (city.figure ? labelFor(mine.figure, city.figure) : null))
  const compared = labels.filter((label) => label !== null)
  const cleanerThan = compared.filter((label) => label === 'better').length

  return (
    <section className="card air-vs-world" aria-labelledby="world-heading">
      <h2 id="world-heading" className="card__title">
        <Globe aria-hidden="true" className="icon" /> <Trans>Air vs World</Trans>
      </h2>
      <ul className="air-vs-world__list">
        {[mine, ...cities].map((place, i) => {
          const label = i === 0 ? null : labels[i - 1]
          const placeName = place.name
          return (
            <li key={i === 0 ? 'mine' : place.name} className={`air-vs-world__row${i === 0 ? ' air-vs-world__row--mine' : ''}`}>
              <span className="air-vs-world__name">{place.name}</span>
              {place.figure ? (
                <>
                  <LevelChip index={place.figure.aqi} />
                  <UsAqiFigure className="air-vs-world__us" usAqi={place.figure.usAqi} beyond={place.figure.usAqiBeyond} />
                  {label && <span className="air-vs-world__verdict small muted">{i18n._(LABEL_TEXT[label])}</span>}
                </>
              ) : place.offline ? (
                <span className="muted small air-vs-world__missing">
                  <Trans>Offline: not known</Trans>
                </span>
              ) : place.isPending ? (
                <Skeleton height={24} className="air-vs-world__skeleton" label={t`Loading ${placeName}…`} />
              ) : (
                <span className="muted small air-vs-world__missing">
                  <Trans>No reading right now</Trans>
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {compared.length > 0 && mine.figure && (
        <p className="small air-vs-world__summary">
          {comparisonHeadline(_(levelNameMessage(mine.figure.aqi)), cleanerThan, compared.length, _)}.{' '}
          {verdictMessage(comparisonVerdict(cleanerThan, compared.length, mine.figure.aqi), _(levelNameMessage(mine.figure.aqi)), _)}
        </p>
      )}
      <Link to="/location-comparison" className="button button--ghost button--small air-vs-world__more">
        <Trans>Compare more cities</Trans>
      </Link>
    </section>
  )
}
