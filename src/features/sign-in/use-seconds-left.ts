import { useEffect, useState } from 'react'

/** Whole seconds until `untilMs` (a Date.now() time), ticking each second; 0 once it has passed or when null. */
export function useSecondsLeft(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (untilMs === null) return
    const tick = () => setNow(Date.now())
    // The first tick right away: `now` may date from long before `untilMs` was set.
    const first = window.setTimeout(tick, 0)
    const id = window.setInterval(tick, 1000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(id)
    }
  }, [untilMs])
  return untilMs === null ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000))
}
