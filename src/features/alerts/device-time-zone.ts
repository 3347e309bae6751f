/**
 * The device's IANA zone, the member's clock for quiet hours and the daily limit's day
 * (decision 200), or null when the runtime does not give one it can use.
 */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone || zone === 'Etc/Unknown') return null
    // The same check the contract makes: a zone this runtime can format in.
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return null
  }
}
