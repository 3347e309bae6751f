/** "New York time" from "America/New_York"; "UTC" stays itself. Its own module: the first load needs it without the zone tables. */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone
  return city === timeZone && !timeZone.includes('/') ? timeZone : `${city} time`
}
