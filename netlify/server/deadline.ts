/** What `withDeadline` rejects with when the work took longer than allowed. */
export class DeadlineExceeded extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'DeadlineExceeded'
  }
}

/**
 * Settles as `work` does, or rejects with `DeadlineExceeded` after `ms` milliseconds. For
 * vendor SDKs whose own timeout only limits silence on the socket (Twilio's and Stripe's
 * HTTP clients): a server that answers a few bytes at a time never trips it, and the caller
 * would wait as long as the server likes. The work is not cancelled; its late result is dropped.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms)
  })
  // A failure that comes after the deadline has no one left to tell.
  work.catch(() => {})
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
