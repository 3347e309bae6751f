import { useEffect, useState } from 'react'

/** Events after which the page may have been asleep: its timers did not run meanwhile. */
const RETURN_EVENTS = ['visibilitychange', 'pageshow', 'focus', 'online'] as const

/**
 * The current unix time in seconds, updated every `intervalMs` so relative labels stay true,
 * and at once when the app returns to the foreground: a phone freezes a page in the
 * background, so without this a resumed page would judge an hours-old reading by the time it
 * was put away and call it new.
 */
export function useNowSeconds(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000))
    const id = window.setInterval(tick, intervalMs)
    for (const event of RETURN_EVENTS) window.addEventListener(event, tick)
    return () => {
      window.clearInterval(id)
      for (const event of RETURN_EVENTS) window.removeEventListener(event, tick)
    }
  }, [intervalMs])
  return now
}
