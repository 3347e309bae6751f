import { localDate } from '../../domain/forecast/daily-summary'
import { ALERT_LEAD_SECONDS, type ForecastWarning } from '../../domain/forecast/warning'
import { clock12, localDaysBetween } from '../../lib/time'

const LEAD_HOURS = ALERT_LEAD_SECONDS / 3600

/** "~4 PM", "~4 PM tomorrow", "~4 PM on Sunday", in the place's time. */
function approximateTime(unixSeconds: number, nowSeconds: number, utcOffsetSeconds: number): string {
  const time = `~${clock12(unixSeconds, utcOffsetSeconds)}`
  const days = localDaysBetween(nowSeconds, unixSeconds, utcOffsetSeconds)
  if (days <= 0) return time
  if (days === 1) return `${time} tomorrow`
  return `${time} on ${localDate(unixSeconds, utcOffsetSeconds).dayName}`
}

/**
 * The dashboard's forecast alert (spec §4): when the first poor hour is expected and when
 * the advance SMS would go out, 2 hours earlier. Times are in the place's local time
 * (`utcOffsetSeconds`); `levelName` is the expected level's name, e.g. "Poor".
 */
export function forecastWarningText(
  warning: ForecastWarning,
  nowSeconds: number,
  utcOffsetSeconds: number,
  levelName: string,
): string {
  const at = approximateTime(warning.at, nowSeconds, utcOffsetSeconds)
  if (warning.alertAt <= nowSeconds) {
    return `${levelName} air expected at ${at}, less than ${LEAD_HOURS} hours from now; an SMS alert would be sent right away`
  }
  const alertAt = approximateTime(warning.alertAt, nowSeconds, utcOffsetSeconds)
  return `${levelName} air expected at ${at}; an SMS alert would be sent at ${alertAt}, ${LEAD_HOURS} hours earlier`
}
