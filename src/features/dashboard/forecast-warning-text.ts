import { ALERT_LEAD_SECONDS, type ForecastWarning } from '../../domain/forecast/warning'
import { clock12, localDate, localDaysBetween } from '../../domain/time/format'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'

const LEAD_HOURS = ALERT_LEAD_SECONDS / 3600

/** "~4 PM", "~4 PM tomorrow", "~4 PM on Sunday", in the place's time. */
function approximateTime(unixSeconds: number, nowSeconds: number, offsetAt: UtcOffsetAt): string {
  const time = `~${clock12(unixSeconds, offsetAt)}`
  const days = localDaysBetween(nowSeconds, unixSeconds, offsetAt)
  if (days <= 0) return time
  if (days === 1) return `${time} tomorrow`
  return `${time} on ${localDate(unixSeconds, offsetAt).dayName}`
}

/**
 * The dashboard's forecast alert (spec §4): when the first poor hour is expected and when
 * the advance SMS would go out, 2 hours earlier. Times are in the place's local time
 * (`offsetAt`); `levelName` is the expected level's name, e.g. "Poor".
 */
export function forecastWarningText(
  warning: ForecastWarning,
  nowSeconds: number,
  offsetAt: UtcOffsetAt,
  levelName: string,
): string {
  const at = approximateTime(warning.at, nowSeconds, offsetAt)
  if (warning.alertAt <= nowSeconds) {
    return `${levelName} air expected at ${at}, less than ${LEAD_HOURS} hours from now; an SMS alert would be sent right away`
  }
  const alertAt = approximateTime(warning.alertAt, nowSeconds, offsetAt)
  return `${levelName} air expected at ${at}; an SMS alert would be sent at ${alertAt}, ${LEAD_HOURS} hours earlier`
}
