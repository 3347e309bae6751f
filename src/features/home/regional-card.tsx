import type { RegionalResponse } from '../../domain/contracts/air-quality'
import { describeRequestError } from '../../lib/api'
import { Skeleton } from '../../ui/skeleton'
import { SourceLabel } from '../../ui/source-label'
import { usAqiText } from '../../ui/us-aqi-figure'
import { REGIONAL_SCALE_CHOICES, REGIONAL_SCALE_LABELS, useRegionalScale, type RegionalScaleChoice } from './regional-scale'

const SCALE_NAMES: Record<RegionalResponse['scale'], string> = {
  uk_daqi: 'UK Daily Air Quality Index (1-10)',
  eaqi: 'European Air Quality Index (levels 1-6)',
  us_epa: 'US Air Quality Index (0-500)',
}

let countryNames: Intl.DisplayNames | null = null

/**
 * English country names, made once. Making them loads ICU's region data, ~30 ms on a desktop
 * CPU (a long task on a phone), so the home screen does it in a task of its own, not inside
 * the card's code evaluation or render (src/routes/home.tsx, issue 15's Total Blocking Time).
 */
export function loadCountryNames(): Intl.DisplayNames {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' })
  return countryNames
}

function countryName(code: string | null): string | null {
  if (!code) return null
  try {
    return loadCountryNames().of(code) ?? code
  } catch {
    return code
  }
}

interface RegionalCardProps {
  data: RegionalResponse | undefined
  error: unknown
  isPending: boolean
  /** Not known: the device is offline and no answer was kept (issue 24 item 4). */
  offline?: boolean | undefined
}

/**
 * The current hour on the scale people in the region know (docs/product.md §Index, regional scales), or
 * on the index the person chose for this device (decision 154).
 */
export function RegionalCard({ data, error, isPending, offline = false }: RegionalCardProps) {
  return (
    <section className="card regional-card" aria-labelledby="regional-heading">
      <h2 id="regional-heading" className="card__title">
        Regional air quality
      </h2>
      <ScalePicker />
      {data ? (
        <Regional data={data} />
      ) : offline ? (
        <p className="regional-card__error">Offline: the regional index is not known.</p>
      ) : isPending ? (
        <Skeleton height={170} label="Loading regional air quality…" />
      ) : (
        <div role="alert">
          <p className="regional-card__error">Unable to load regional air quality data</p>
          {error !== null && <p className="muted small">{describeRequestError(error)}</p>}
        </div>
      )}
    </section>
  )
}

function ScalePicker() {
  const [scale, setScale] = useRegionalScale()
  return (
    <p className="small">
      <label htmlFor="regional-scale">Your index</label>{' '}
      <select id="regional-scale" className="input" value={scale} onChange={(event) => setScale(event.target.value as RegionalScaleChoice)}>
        {REGIONAL_SCALE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {REGIONAL_SCALE_LABELS[choice]}
          </option>
        ))}
      </select>
    </p>
  )
}

function Regional({ data }: { data: RegionalResponse }) {
  const country = countryName(data.country)
  return (
    <>
      <p className="muted small">
        {SCALE_NAMES[data.scale]}
        {country && ` · ${country}`}
        {data.averaging && ` · ${data.averaging}`}
      </p>
      <p className="regional-card__value">
        <span className="regional-card__swatch" style={{ backgroundColor: data.level.color }} aria-hidden="true" />
        <strong className="regional-card__index">{data.scale === 'us_epa' ? usAqiText(data.aqi, data.beyond) : (data.aqi ?? '—')}</strong>
        <span>{data.level.name}</span>
      </p>
      {data.airAheadLevel && (
        <p className="muted small" data-testid="regional-relation">
          {data.scale === 'us_epa'
            ? `EPA’s name for this US AQI; on AirAhead’s 1-5 scale it is ${data.airAheadLevel.name} (${data.airAheadLevel.index} of 5).`
            : `The index published here, on its own bands and averaging. AirAhead’s level, from the US AQI (NowCast), is ${data.airAheadLevel.name} (${data.airAheadLevel.index} of 5).`}
        </p>
      )}
      <p>{data.level.description}</p>
      <p className="small">{data.level.healthAdvice}</p>
      {data.isDangerous ? (
        <p className="notice small">At or above this scale&apos;s warning level ({data.smsThreshold}).</p>
      ) : (
        <p className="muted small">This scale&apos;s warning level is {data.smsThreshold}.</p>
      )}
      <p className="muted small">
        Comparisons use the US AQI and AirAhead&apos;s 1-5 level, whichever index you pick. Texts follow your alert threshold, which can be
        the UK DAQI or the European AQI.
      </p>
      <p className="small">
        <SourceLabel source={data.source} />
      </p>
    </>
  )
}
