import { useEffect, useState } from 'react'

/**
 * True once `settled` has been true, or once `maxWaitMs` have passed since mount, whichever
 * comes first; it never turns false again. For screens that show their content in one go
 * (nothing shifts as parts arrive) but must not wait for ever on a slow part.
 */
export function useSettled(settled: boolean, maxWaitMs: number): boolean {
  const [wasSettled, setWasSettled] = useState(settled)
  const [timedOut, setTimedOut] = useState(false)
  // Derived state, latched during render (React's pattern for "remember a prop was true").
  if (settled && !wasSettled) setWasSettled(true)
  useEffect(() => {
    if (wasSettled) return
    const timer = window.setTimeout(() => setTimedOut(true), maxWaitMs)
    return () => window.clearTimeout(timer)
  }, [wasSettled, maxWaitMs])
  return settled || wasSettled || timedOut
}
