import { Trans, useLingui } from '@lingui/react/macro'
import { usAqiCategoryName } from '../domain/aqi/us-epa'
import { useTranslate } from '../lib/i18n'

interface UsAqiFigureProps {
  usAqi: number | null
  /** Above the top of EPA's table: shown "500+". */
  beyond?: boolean | undefined
  className?: string
}

/** The words a person reads for a US AQI value: "500+" above EPA's table, "—" without one. */
export function usAqiText(usAqi: number | null, beyond?: boolean): string {
  if (usAqi === null) return '—'
  return beyond ? `${usAqi}+` : String(usAqi)
}

/**
 * "US AQI 114 · Unhealthy for Sensitive Groups NowCast": the hour's US AQI with EPA's own
 * category name (decision 235), labelled with its averaging (EPA's NowCast, the weighted recent
 * hours AirNow reports as current air; decisions 135 and 136).
 */
export function UsAqiFigure({ usAqi, beyond, className }: UsAqiFigureProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const value = usAqiText(usAqi, beyond)
  return (
    <span className={className}>
      <Trans>
        US AQI <strong>{value}</strong>
      </Trans>
      {usAqi !== null && <span className="us-aqi-category"> · {usAqiCategoryName(usAqi, _)}</span>}{' '}
      <abbr className="muted small" title={t`EPA NowCast: a weighted average of the last 12 hours (8 for ozone) that follows fast changes`}>
        NowCast
      </abbr>
    </span>
  )
}
