import { isNetworkFailure } from './offline-copy'

/**
 * What a screen can say about one read: its answer is 'known', still 'loading', or not known
 * because the device is 'offline' or the server 'failed' to answer.
 */
export type ReadState = 'known' | 'loading' | 'offline' | 'failed'

/** The parts of a TanStack query result `readState` looks at. */
export interface ReadResult {
  data: unknown
  isError: boolean
  error: unknown
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * The state of a read. A query TanStack Query paused because the device said it was offline,
 * and one whose fetch could not reach the server (no service-worker copy either), are 'offline':
 * never "loading" for ever, and never an empty list that reads as clean air (issue 24 item 4).
 */
export function readState(read: ReadResult): ReadState {
  if (read.data !== undefined) return 'known'
  if (read.fetchStatus === 'paused') return 'offline'
  if (read.isError) return isNetworkFailure(read.error) ? 'offline' : 'failed'
  return 'loading'
}
