import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { RegionalResponse } from '../../domain/contracts/air-quality'
import { describeRequestError } from '../../lib/api'
import { levelNameMessage } from '../../domain/aqi/levels'
import { regionalLevelText } from '../../domain/aqi/regional-levels'
import { Skeleton } from '../../ui/skeleton'
import { SourceLabel } from '../../ui/source-label'
import { usAqiText } from '../../ui/us-aqi-figure'
import { REGIONAL_SCALE_CHOICES, REGIONAL_SCALE_LABELS, useRegionalScale, type RegionalScaleChoice } from './regional-scale'
import { useTranslate } from '../../lib/i18n'

const SCALE_NAMES: Record<RegionalResponse['scale'], MessageDescriptor> = {
  uk_daqi: msg`UK Daily Air Quality Index (1-10)`,
  eaqi: msg`European Air Quality Index (levels 1-6)`,
  us_epa: msg`US Air Quality Index (0-500)`,
}

let countryNames: Intl.DisplayNames | null = null
let countryNamesLocale: string | null = null

/**
 * Country names in the app's language, made once per language. Making them loads ICU's region data, ~30 ms on a desktop
 * CPU (a long task on a phone), so the home screen does it in a task of its own, not inside
 * the card's code evaluation or render (src/routes/home.tsx, issue 15's Total Blocking Time).
 */
export function loadCountryNames(locale: string): Intl.DisplayNames {
  if (!countryNames || countryNamesLocale !== locale) {
    countryNames = new Intl.DisplayNames([locale], { type: 'region' })
    countryNamesLocale = locale
  }
  return countryNames
}

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null
  try {
    return loadCountryNames(locale).of(code) ?? code
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
  const { t } = useLingui()
  return (
    <section className="card regional-card" aria-labelledby="regional-heading">
      <h2 id="regional-heading" className="card__title">
        <Trans>Regional air quality</Trans>
      </h2>
      <ScalePicker />
      {data ? (
        <Regional data={data} />
      ) : offline ? (
        <p className="regional-card__error">
          <Trans>Offline: the regional index is not known.</Trans>
        </p>
      ) : isPending ? (
        <Skeleton height={170} label={t`Loading regional air quality…`} />
      ) : (
        <div role="alert">
          <p className="regional-card__error">
            <Trans>Unable to load regional air quality data</Trans>
          </p>
          {error !== null && <p className="muted small">{describeRequestError(error)}</p>}
        </div>
      )}
    </section>
  )
}

function ScalePicker() {
  const { i18n } = useLingui()
  const [scale, setScale] = useRegionalScale()
  return (
    <p className="small">
      <label htmlFor="regional-scale">
        <Trans>Your index</Trans>
      </label>{' '}
      <select id="regional-scale" className="input" value={scale} onChange={(event) => setScale(event.target.value as RegionalScaleChoice)}>
        {REGIONAL_SCALE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {i18n._(REGIONAL_SCALE_LABELS[choice])}
          </option>
        ))}
      </select>
    </p>
  )
}

function Regional({ data }: { data: RegionalResponse }) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const country = countryName(data.country, i18n.locale)
  const levelName = data.airAheadLevel ? _(levelNameMessage(data.airAheadLevel.index)) : undefined
  // The scale's own words for the level, in the app's language (decision 284); the answer's as sent otherwise.
  const level = regionalLevelText(data.scale, data.level.index, _) ?? data.level
  const levelIndex = data.airAheadLevel?.index
  const threshold = data.smsThreshold
  return (
    <>
      <p className="muted small">
        {i18n._(SCALE_NAMES[data.scale])}
        {country && ` · ${country}`}
        {data.averaging && ` · ${data.averaging}`}
      </p>
      <p className="regional-card__value">
        <span className="regional-card__swatch" style={{ backgroundColor: data.level.color }} aria-hidden="true" />
        <strong className="regional-card__index">{data.scale === 'us_epa' ? usAqiText(data.aqi, data.beyond) : (data.aqi ?? '—')}</strong>
        <span>{level.name}</span>
      </p>
      {data.airAheadLevel && (
        <p className="muted small" data-testid="regional-relation">
          {data.scale === 'us_epa'
            ? t`EPA’s name for this US AQI; on AirAhead’s 1-5 scale it is ${levelName} (${levelIndex} of 5).`
            : t`The index published here, on its own bands and averaging. AirAhead’s level, from the US AQI (NowCast), is ${levelName} (${levelIndex} of 5).`}
        </p>
      )}
      <p>{level.description}</p>
      <p className="small">{level.healthAdvice}</p>
      {data.isDangerous ? (
        <p className="notice small">
          <Trans>At or above this scale&apos;s warning level ({threshold}).</Trans>
        </p>
      ) : (
        <p className="muted small">
          <Trans>This scale&apos;s warning level is {threshold}.</Trans>
        </p>
      )}
      <p className="muted small">
        <Trans>
          Comparisons use the US AQI and AirAhead&apos;s 1-5 level, whichever index you pick. Texts follow your alert threshold, which can be
          the UK DAQI or the European AQI.
        </Trans>
      </p>
      <p className="small">
        <SourceLabel source={data.source} />
      </p>
    </>
  )
}
