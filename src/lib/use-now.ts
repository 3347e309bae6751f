import { useEffect, useState } from 'react'

/** The current unix time in seconds, updated every `intervalMs` so relative labels stay true. */
export function useNowSeconds(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const id = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs)
    return () => window.clearInterval(id)
  }, [intervalMs])
  return now
}
