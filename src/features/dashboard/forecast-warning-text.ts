import { msg } from '@lingui/core/macro'
import { ALERT_LEAD_SECONDS, type ForecastWarning } from '../../domain/forecast/warning'
import { clock, localDate, localDaysBetween } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import type { MessageDescriptor } from '../../domain/i18n/locales'
import { i18n } from '../../lib/i18n'

const LEAD_HOURS = ALERT_LEAD_SECONDS / 3600

/** "~4 PM", "~4 PM tomorrow", "~16:00 on Sunday", in the place's time and the reader's clock. */
function approximateTime(unixSeconds: number, nowSeconds: number, offsetAt: UtcOffsetAt, style: LocaleStyle): string {
  // Clock and day names in the app's language too (decision 284).
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const time = `~${clock(unixSeconds, offsetAt, style, t)}`
  const days = localDaysBetween(nowSeconds, unixSeconds, offsetAt)
  if (days <= 0) return time
  if (days === 1) return i18n._(msg`${time} tomorrow`)
  const day = localDate(unixSeconds, offsetAt, t).dayName
  return i18n._(msg({ message: `${time} on ${day}`, comment: 'An approximate time on a day of the week: "~4 PM on Sunday"' }))
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
 * expected level's name, e.g. "Poor". In the app's language: called at render.
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
  // What is coming: the level ("Poor air"), or the official index's words ("UK DAQI 7 (High)", decision 275).
  const subject = warning.official ?? i18n._(msg({ message: `${levelName} air`, comment: 'The level expected, e.g. "Poor air"' }))
  if (plan !== undefined) {
    const expected = i18n._(msg`${subject} expected at ${at}.`)
    return plan ? `${expected} ${plan}` : expected
  }
  const hours = LEAD_HOURS
  if (warning.alertAt <= nowSeconds) {
    return i18n._(
      msg`${subject} expected at ${at}, less than ${hours} hours from now; if you watch this place, AirAhead texts you within 15 minutes, or before your quiet hours if it falls in them`,
    )
  }
  const alertAt = approximateTime(warning.alertAt, nowSeconds, offsetAt, style)
  return i18n._(
    msg`${subject} expected at ${at}; if you watch this place, AirAhead texts you around ${alertAt}, ${hours} hours earlier, or before your quiet hours if it falls in them`,
  )
}
