import { remainingRange, finishJob, releaseJob, saveJobProgress, type AlertJob } from '../data/alert-jobs'
import { duePlacesInCells, nextCellBatchEnd, saveCheckedPlaces, type AlertPlace, type CellRange } from '../data/alert-places'
import { duePushesInCells, savePushDecisions, type PushWatch } from '../data/push-subscriptions'
import { lockUsersTextTimes, recordAlerts } from '../data/alert-records'
import { recordCellReadings } from '../data/cell-readings'
import { countingQueries, withTransaction } from '../data/transaction'
import { isPremiumSubscription } from '../billing/premium'
import { cellOfKey } from '../air-quality/cells'
import { recordDecisions } from '../accuracy/record-decisions'
import type { WorkContext } from './cycle-context'
import { sendPendingPushes } from '../push/send-pushes'
import { CAP_WINDOW_SECONDS, CYCLE_SECONDS, decidePlaces, decidePushes, sameEpisode } from './decide-places'
import { fusedCells, stationsOfCells } from './fused-cells'
import { outlookObservationsOfCells } from './outlooks'
import { loadCellForecasts } from './load-forecasts'

/** A place checked within this long is not due again (a rerun right away does nothing new). */
export const RECHECK_AFTER_SECONDS = CYCLE_SECONDS - 120
/** Cells per batch: 4 upstream requests of Open-Meteo's 50, in flight together; progress is saved after each. */
export const CELLS_PER_BATCH = 200
/** A cells job's lease, renewed at every batch: a crashed worker's job is taken over this soon. */
export const JOB_LEASE_SECONDS = 120

/**
 * One cells job (a shard): its cells in batches (CELLS_PER_BATCH) from where it last
 * stopped, each batch planned, loaded, decided and recorded in one transaction with the
 * job's new cursor. Stops between batches when the worker's time is up, handing the job
 * back with its cursor, so the next worker continues after the last committed cell.
 */
export async function workCellsJob(job: AlertJob, ctx: WorkContext): Promise<'done' | 'released'> {
  let range = remainingRange(job)
  for (;;) {
    ctx.signal?.throwIfAborted()
    if (ctx.timeUp()) {
      await releaseJob(ctx.db, job)
      return 'released'
    }
    // Step 1 — planning the batch: its last cell.
    const end = await nextCellBatchEnd(ctx.db, range, ctx.cellsPerBatch)
    if (end === null) {
      await finishJob(ctx.db, job, 'done', ctx.clock())
      return 'done'
    }
    await workBatch(job, { after: range.after, to: end }, ctx)
    range = { after: end, to: range.to }
  }
}

async function workBatch(job: AlertJob, batch: CellRange & { to: string }, ctx: WorkContext): Promise<void> {
  const now = Math.floor(ctx.clock())
  const places = (await duePlacesInCells(ctx.db, batch, now, RECHECK_AFTER_SECONDS)).filter((p) =>
    isPremiumSubscription(p.sub_status === null ? null : { status: p.sub_status, demo: p.sub_demo === true }, ctx.paymentsMode),
  )
  // Free push subscriptions of the same cells (decision 265), decided beside the places.
  const watches = await duePushesInCells(ctx.db, batch, now, RECHECK_AFTER_SECONDS)
  const cellKeys = [...new Set([...places.map((p) => p.cell_key), ...watches.map((w) => w.cell_key)])]
  ctx.summary.places += places.length
  ctx.summary.cells += cellKeys.length

  // Step 2 — loading forecasts.
  const loaded = await loadCellForecasts(ctx.provider, cellKeys.map(cellOfKey), now, ctx.db, ctx.signal)
  ctx.summary.upstreamRequests += loaded.upstreamRequests
  ctx.summary.cellsFailed += loaded.failed.size
  // Step 2b — the stations near each cell, then each place's hours with its own choices (decision 194).
  const stations = await stationsOfCells([...loaded.forecasts.values()], now, undefined, ctx.signal)
  ctx.summary.cellsWithStations += [...stations.values()].filter((near) => near.length > 0).length
  // The classifier's inputs for each cell, from the stations the ingest keeps (decision 247).
  const observed = await outlookObservationsOfCells([...loaded.forecasts.values()].map((f) => ({ key: f.cell.key, lat: f.cell.lat, lon: f.cell.lon })), now)
  const cells = fusedCells(loaded.forecasts, stations, now, observed)
  for (const place of places) {
    if (loaded.forecasts.has(place.cell_key)) continue
    // Not marked checked: the next run tries again.
    ctx.onDecision?.({ placeId: place.id, placeName: place.name, decision: 'none', reason: `no forecast: ${loaded.failed.get(place.cell_key) ?? 'unknown'}` })
  }
  const decidable = places.filter((p) => loaded.forecasts.has(p.cell_key))
  const decidableWatches = watches.filter((w) => loaded.forecasts.has(w.cell_key))

  // Steps 3 and 4 — deciding, and recording, in one transaction with the job's progress.
  const events = await withTransaction(async (rawTx) => {
    const tx = countingQueries(rawTx, ctx.summary)
    ctx.summary.dbQueries += 2 // BEGIN, COMMIT
    const sentRecently = await lockUsersTextTimes(tx, [...new Set(decidable.map((p) => p.user_id))].sort(), now, CAP_WINDOW_SECONDS)
    const decided = decidePlaces(decidable, (p) => cells.forPlace(p), sentRecently, now)
    // A crash from here on rolls the whole batch back: nothing is half recorded.
    ctx.signal?.throwIfAborted()
    const recorded = await recordAlerts(tx, decided.flatMap((d) => (d.alert ? [d.alert] : [])), Math.floor(ctx.clock()))
    const episodes: { id: string; episode: AlertPlace['episode'] }[] = []
    for (const { place, decision } of decided) {
      // Whether this run recorded its text or an earlier one did, the place is now in this episode state.
      if (decision.kind !== 'none' || !sameEpisode(decision.episode, place.episode)) episodes.push({ id: place.id, episode: decision.episode })
    }
    await saveCheckedPlaces(tx, episodes, decided.map((d) => d.place.id), now)
    const pushes = decidePushes(decidableWatches, (w) => cells.forPlace(plainPlaceOf(w)), now)
    await savePushDecisions(
      tx,
      pushes.filter(({ watch, decision }) => !sameEpisode(decision.episode, watch.episode)).map(({ watch, decision }) => ({ id: watch.id, episode: decision.episode })),
      pushes.flatMap(({ watch, push }) => (push ? [{ id: watch.id, payload: push }] : [])),
      pushes.map((d) => d.watch.id),
      now,
    )
    // The accuracy record (decision 190): the fused hours the job decided on beside the raw model's.
    await recordDecisions(tx, decidable, (key) => cells.decided(key), now)
    // The hour under way of every cell checked, fused as its screens show it: the watched places' history.
    await recordCellReadings(cells.readings(), now, tx)
    await saveJobProgress(tx, job, batch.to, Math.floor(ctx.clock()), JOB_LEASE_SECONDS)
    return decided.map(({ place, decision, alert }) => {
      const isNew = alert !== null && recorded.has(`${place.id}:${alert.kind}`)
      if (isNew) ctx.summary.recorded++
      return {
        placeId: place.id,
        placeName: place.name,
        decision: decision.kind,
        reason: decision.reason,
        ...(alert ? { outcome: isNew ? ('recorded' as const) : ('already recorded' as const) } : {}),
      }
    })
  })
  if (ctx.onDecision) for (const event of events) ctx.onDecision(event)
  // Pushes go at once, in this run: push services are not paced like texts (decision 265).
  const pushed = await sendPendingPushes(ctx.db, decidableWatches.map((w) => w.id), Math.floor(ctx.clock()), ctx.signal)
  ctx.summary.pushed += pushed.sent
  ctx.summary.pushGone += pushed.gone
}

/**
 * A push subscription as `forPlace` reads a place: its cell and no station choices, so it is
 * decided on the cell's plain fused hours, the ones every screen shows without choices.
 */
function plainPlaceOf(watch: PushWatch): AlertPlace {
  // forPlace reads only cell_key and the station choices; the owner's columns do not apply to a push.
  return { cell_key: watch.cell_key, pinned_station_ids: [], excluded_station_ids: [] } as Partial<AlertPlace> as AlertPlace
}
