import { focusManager, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { airQualityFreshness, createQueryClient, listenForReturns } from './query-client'

/** A page: window events, and a visibility the test sets. */
let visibility: DocumentVisibilityState
const page = new EventTarget()

beforeEach(() => {
  visibility = 'visible'
  vi.stubGlobal('window', page)
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility
    },
  })
  vi.useFakeTimers({ toFake: ['Date'] })
  listenForReturns()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  focusManager.setFocused(undefined)
})

/** A mounted air-quality query whose answers are counted. */
async function airQuality() {
  const client = createQueryClient()
  // What QueryClientProvider does: the client listens to the focus and online managers.
  client.mount()
  const queryFn = vi.fn(async () => ({ at: Date.now() }))
  const observer = new QueryObserver(client, { queryKey: ['air-quality', 'current', 1, 2], queryFn, ...airQualityFreshness })
  const unsubscribe = observer.subscribe(() => undefined)
  await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
  return {
    queryFn,
    unsubscribe: () => {
      unsubscribe()
      client.unmount()
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

function pageShow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted })
}

describe('air quality on returning to the app (decision 150)', () => {
  it.each([
    ['the page becomes visible', () => new Event('visibilitychange')],
    ['the page comes back from the back/forward cache', () => pageShow(true)],
    ['the window gets the focus', () => new Event('focus')],
  ])('refetches a reading 15 min old when %s', async (_name, event) => {
    const { queryFn, unsubscribe } = await airQuality()
    vi.setSystemTime(Date.now() + 15 * 60 * 1000)
    page.dispatchEvent(event())
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    unsubscribe()
  })

  it('keeps a reading younger than 15 min, a page shown for the first time, and a hidden page', async () => {
    const { queryFn, unsubscribe } = await airQuality()
    vi.setSystemTime(Date.now() + 14 * 60 * 1000)
    page.dispatchEvent(new Event('visibilitychange'))
    // The client acts on a return a few microtasks later: let it, before the clock moves on.
    await settle()
    vi.setSystemTime(Date.now() + 60 * 60 * 1000)
    page.dispatchEvent(pageShow(false))
    await settle()
    visibility = 'hidden'
    page.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(queryFn).toHaveBeenCalledTimes(1)
    unsubscribe()
  })
})
