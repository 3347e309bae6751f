import type { AlertDecision } from '../../../src/domain/alerts'
import type { Queryable } from '../data/transaction'
import type { PaymentsMode } from '../providers/payments/mode'
import type { AirQualityProvider } from '../providers/air-quality/types'
import type { SmsSender } from '../providers/sms/types'
import type { Sleep } from './sms-pacer'

/** What one worker (or one in-process cycle) did. */
export interface CycleSummary {
  /** Jobs this worker finished (cells and send). */
  jobs: number
  places: number
  cells: number
  cellsFailed: number
  /** Cells with at least one station read from the database (the ingest keeps them, decision 245). */
  cellsWithStations: number
  upstreamRequests: number
  dbQueries: number
  /** Of those, the sender's (claims, outcomes): its round trips per text. */
  sendDbQueries: number
  recorded: number
  sent: number
  failed: number
  /** Texts left for a later run: the circuit opened or the worker's time ran out. */
  deferred: number
  /** Free pushes the push services accepted, and subscriptions they said are gone (decision 265). */
  pushed: number
  pushGone: number
}

export const emptySummary = (): CycleSummary => ({
  jobs: 0, places: 0, cells: 0, cellsFailed: 0, cellsWithStations: 0, upstreamRequests: 0, dbQueries: 0, sendDbQueries: 0, recorded: 0, sent: 0, failed: 0, deferred: 0,
  pushed: 0, pushGone: 0,
})

export interface DecisionEvent {
  placeId: string
  placeName: string
  decision: AlertDecision['kind']
  reason: string
  /** The text's fate in this batch: recorded for the sender, or already recorded by another run. */
  outcome?: 'recorded' | 'already recorded'
}

/** Everything a worker's steps share: ports, clock, budget, counters. */
export interface WorkContext {
  provider: AirQualityProvider
  sms: SmsSender
  paymentsMode: PaymentsMode
  /** The statements of this worker, counted into `summary.dbQueries`. */
  db: Queryable
  /** Unix seconds, with fractions. */
  clock: () => number
  /** True once the worker's wall-clock budget is spent: it stops at the next batch or text. */
  timeUp: () => boolean
  /** Texts per second to the SMS sender (Infinity: unpaced, the outbox). */
  sendsPerSecond: number
  /** Texts in flight at once, all under that one pace (decision 233). */
  senders: number
  /** Cells decided and recorded per transaction (progress is saved after each batch). */
  cellsPerBatch: number
  sleep: Sleep
  /** Aborting is a crash: the worker stops where it is and cleans nothing up. */
  signal?: AbortSignal
  summary: CycleSummary
  onDecision?: (event: DecisionEvent) => void
}
