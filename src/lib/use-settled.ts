import { startTransition, useEffect, useState } from 'react'

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

/**
 * `flag`, but turned on inside a transition: the (large) render it reveals is time-sliced by
 * React, yielding to the browser every few milliseconds instead of one long task that would
 * block input (Total Blocking Time). Turning off is immediate.
 */
export function useRevealedInTransition(flag: boolean): boolean {
  const [revealed, setRevealed] = useState(false)
  useEffect(() => {
    if (flag && !revealed) startTransition(() => setRevealed(true))
  }, [flag, revealed])
  return flag && revealed
}
