import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/** A part of a page whose code loads on demand (see useLazyPart). */
export interface LazyPart<P extends object> {
  /** The part; render it once useLazyPart says it has loaded (until then it renders nothing). */
  Component: (props: P) => ReactNode
  /** Starts the download, once; a failed one is tried again on the next call. */
  preload: () => Promise<unknown>
  /** Settles once a download of it has succeeded or failed (a failed one: Component throws). */
  whenSettled: Promise<void>
}

/**
 * A named export loaded on demand, e.g. `lazyPart(() => import('./cards').then((m) => m.Cards))`.
 * A page's first paint then needs neither the part's code nor the time to evaluate it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<unknown> | null = null
  let loaded: { component: ComponentType<P> } | { error: unknown } | null = null
  let settle: () => void = () => undefined
  const whenSettled = new Promise<void>((resolve) => (settle = resolve))
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = { component }
        settle()
      },
      (error: unknown) => {
        loading = null
        loaded ??= { error }
        settle()
        throw error
      },
    )
    return loading
  }
  // A failed download is thrown to the page's error boundary, as a failed lazy page is.
  const Component = (props: P): ReactNode => {
    if (loaded === null) return null
    if ('error' in loaded) throw loaded.error
    return createElement(loaded.component, props)
  }
  return { Component, preload, whenSettled }
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
 * True once the part's code has loaded (render `part.Component` then). The download starts
 * when the main thread is first idle after the page's first paint (and `when` is true), or
 * earlier if something calls `part.preload()`. The render it reveals is a transition,
 * time-sliced by React instead of one long task (Total Blocking Time), and no Suspense
 * fallback, which React would hold on screen for 300 ms. `part` must be a module-level constant.
 */
export function useLazyPart(part: LazyPart<never>, when = true): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!when) return
    let live = true
    void part.whenSettled.then(() => {
      if (live) startTransition(() => setSettled(true))
    })
    // A failure is shown by part.Component; a later call tries the download again.
    const cancel = whenIdle(() => void part.preload().catch(() => undefined))
    return () => {
      live = false
      cancel()
    }
  }, [part, when])
  return settled
}
