import type { Translate } from '../i18n/locales'

const ZONE_MESSAGE = /*i18n*/ {
  id: 'time.zone.city',
  message: '{city} time',
  comment: 'The clock of a time zone named by its city, after a time: "4:48 PM New York time"; {city} as the zone database spells it',
}

/**
 * "New York time" from "America/New_York" ("hora de New York" in Spanish with `t`, decision
 * 284); "UTC" stays itself. Its own module: the first load needs it without the zone tables.
 */
export function zoneLabel(timeZone: string, t: Translate): string {
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone
  return city === timeZone && !timeZone.includes('/') ? timeZone : t({ ...ZONE_MESSAGE, values: { city } })
}
