import { ALERT_LEAD_SECONDS, warningSubject, type ForecastWarning } from '../../domain/forecast/warning'
import { clock, localDate, localDaysBetween } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'

const LEAD_HOURS = ALERT_LEAD_SECONDS / 3600

/** "~4 PM", "~4 PM tomorrow", "~16:00 on Sunday", in the place's time and the reader's clock. */
function approximateTime(unixSeconds: number, nowSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle): string {
  const time = `~${clock(unixSeconds, offsetAt, style)}`
  const days = localDaysBetween(nowSeconds, unixSeconds, offsetAt)
  if (days <= 0) return time
  if (days === 1) return `${time} tomorrow`
  return `${time} on ${localDate(unixSeconds, offsetAt).dayName}`
}

/**
 * The dashboard's forecast alert (docs/product.md §Forecast): when the first poor hour is expected and what the
 * alert job does about it (issue 13 item 5: the screen says exactly what the job will do). The
 * job texts only members who watch the place, at its 15-minute runs, 2 hours ahead, and warns
 * before quiet hours an onset that falls in them (decision 146). `plan` says what to promise
 * (decisions 207, 208): left out, the visitor's conditional "if you watch this place"; a
 * sentence, a member's own plan for the place they watch; null, nothing (a place whose country
 * cannot be texted, or a member's plan not known). Times are in the place's local time
 * (`offsetAt`) on the reader's clock (`style`, en-US's by default); `levelName` is the
 * expected level's name, e.g. "Poor".
 */
export function forecastWarningText(
  warning: ForecastWarning,
  nowSeconds: number,
  offsetAt: UtcOffsetAt,
  levelName: string,
  style: LocaleStyle = EN_US_STYLE,
  plan?: string | null,
): string {
  const at = approximateTime(warning.at, nowSeconds, offsetAt, style)
  if (plan !== undefined) return `${warningSubject(warning, levelName)} expected at ${at}.${plan ? ` ${plan}` : ''}`
  const quiet = 'or before your quiet hours if it falls in them'
  if (warning.alertAt <= nowSeconds) {
    return `${warningSubject(warning, levelName)} expected at ${at}, less than ${LEAD_HOURS} hours from now; if you watch this place, AirAhead texts you within 15 minutes, ${quiet}`
  }
  const alertAt = approximateTime(warning.alertAt, nowSeconds, offsetAt, style)
  return `${warningSubject(warning, levelName)} expected at ${at}; if you watch this place, AirAhead texts you around ${alertAt}, ${LEAD_HOURS} hours earlier, ${quiet}`
}
