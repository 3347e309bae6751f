import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react'

/** A part of a page whose code loads on demand: the component, and a way to start its download early. */
export interface LazyPart<P extends object> {
  /** Renders the part (suspends until its chunk has loaded; wrap it in `<Suspense>`). */
  Component: ComponentType<P>
  /** Starts the download (once; a failed one is tried again on the next call). */
  preload: () => Promise<unknown>
}

/**
 * A named export loaded on demand, e.g. `lazyPart(() => import('./cards').then((m) => m.Cards))`.
 * A page's first paint then needs neither the part's code nor the time to evaluate it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload }
}

/** How long an idle callback may wait on a page that is never idle, in ms. */
const IDLE_TIMEOUT_MS = 2000

/** Runs `task` when the main thread is next idle (Safari has no requestIdleCallback: a timer). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

/**
 * True once `preload` has settled: it is called when the main thread is first idle after the
 * page's first paint (and `when` is true), and the render it reveals is a transition,
 * time-sliced by React instead of one long task (Total Blocking Time). A part that failed to
 * load is revealed anyway: its `<Suspense>` then meets the error and the page's error
 * boundary shows it. `preload` must be stable (a module-level function).
 */
export function useLoadedWhenIdle(preload: () => Promise<unknown>, when = true): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (!when) return
    let live = true
    const reveal = () => {
      if (live) startTransition(() => setLoaded(true))
    }
    const cancel = whenIdle(() => void preload().then(reveal, reveal))
    return () => {
      live = false
      cancel()
    }
  }, [preload, when])
  return loaded
}
