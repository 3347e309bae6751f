import { z } from 'zod'
import type { CellRange } from './alert-places'
import type { Queryable } from './transaction'

/** A worker gives a job up after this many claims that ended without finishing or releasing it (crashes). */
export const MAX_JOB_ATTEMPTS = 3
/** Finished jobs are kept this long (seconds), for the operator. */
const KEEP_FINISHED_SECONDS = 7 * 86_400
/** Any constant: the planners of concurrent cycles take turns on it (pg_advisory_xact_lock). */
const PLAN_LOCK = 80_125

const jobRowSchema = z.object({
  id: z.coerce.number(),
  kind: z.enum(['cells', 'send']),
  cell_after: z.string().nullable(),
  cell_to: z.string().nullable(),
  cursor: z.string().nullable(),
  places: z.number(),
  attempts: z.number(),
  claimed_by: z.string(),
})

/** A claimed job: its range, the progress saved so far, and the claim that holds it. */
export type AlertJob = z.infer<typeof jobRowSchema>

/** Where a cells job's next batch starts: after its cursor, else after its range's start. */
export function remainingRange(job: AlertJob): CellRange {
  return { after: job.cursor ?? job.cell_after, to: job.cell_to }
}

export interface Plan {
  /** Cells jobs this call planned (0 when an earlier cycle's are still open). */
  planned: number
  /** Jobs open (pending) after planning, cells and send. */
  open: number
}

/**
 * Plans a cycle, in the caller's transaction: gives up jobs that crashed MAX_JOB_ATTEMPTS
 * times, and — unless an earlier cycle's cells jobs are still open (they resume where they
 * stopped) — cuts the cells that have places or push subscriptions (decision 265) into contiguous ranges of about
 * `placesPerShard` places (by the running count of places in cell_key order, one
 * statement over the indexed column), one 'cells' job each. Adds the 'send' job unless one
 * is open. `now` in unix s.
 */
export async function planJobs(tx: Queryable, now: number, placesPerShard: number): Promise<Plan> {
  await tx.query(`SELECT pg_advisory_xact_lock($1)`, [PLAN_LOCK])
  await tx.query(
    `UPDATE alert_jobs SET status = 'failed', finished_at = to_timestamp($1),
            last_error = coalesce(last_error, 'given up after ' || attempts || ' claims that did not finish')
      WHERE status = 'pending' AND attempts >= $2 AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))`,
    [now, MAX_JOB_ATTEMPTS],
  )
  await tx.query(`DELETE FROM alert_jobs WHERE status <> 'pending' AND finished_at < to_timestamp($1::float8 - $2::float8)`, [now, KEEP_FINISHED_SECONDS])
  const open = await openJobs(tx)
  let planned = 0
  if (open.cells === 0) {
    const rows = await tx.query(
      `INSERT INTO alert_jobs (kind, planned_at, cell_after, cell_to, places)
       SELECT 'cells', to_timestamp($2), lag(cell_to) OVER (ORDER BY shard),
              CASE WHEN shard = max(shard) OVER () THEN NULL ELSE cell_to END, places
         FROM (SELECT shard, max(cell_key) AS cell_to, sum(n)::int AS places
                 FROM (SELECT cell_key, n, floor((sum(n) OVER (ORDER BY cell_key) - n) / $1) AS shard
                         FROM (SELECT cell_key, count(*) AS n FROM (SELECT cell_key FROM monitored_places UNION ALL SELECT cell_key FROM push_subscriptions) watched
                                GROUP BY cell_key) per_cell) numbered
                GROUP BY shard) shards
       ORDER BY shard
       RETURNING id`,
      [placesPerShard, now],
    )
    planned = rows.length
  }
  if (open.send === 0) await tx.query(`INSERT INTO alert_jobs (kind, planned_at) VALUES ('send', to_timestamp($1))`, [now])
  return { planned, open: open.cells + planned + 1 }
}

async function openJobs(db: Queryable): Promise<{ cells: number; send: number }> {
  const rows = await db.query(
    `SELECT count(*) FILTER (WHERE kind = 'cells')::int AS cells, count(*) FILTER (WHERE kind = 'send')::int AS send
       FROM alert_jobs WHERE status = 'pending'`,
  )
  return z.object({ cells: z.number(), send: z.number() }).parse(rows[0])
}

/**
 * Claims the next open job nobody holds — the send job first (it mostly waits on the SMS
 * provider's pace, so one worker sends while the others decide), then cells jobs in order
 * — for `leaseSeconds` from `now` (unix s), under the claim id `worker`. FOR UPDATE SKIP
 * LOCKED: concurrent workers each get a different job, none waits.
 */
export async function claimJob(db: Queryable, worker: string, now: number, leaseSeconds: number, kinds: readonly AlertJob['kind'][] = ['cells', 'send']): Promise<AlertJob | null> {
  const rows = await db.query(
    `UPDATE alert_jobs j SET attempts = j.attempts + 1, claimed_by = $3, claimed_until = to_timestamp($1::float8 + $2::float8),
                           started_at = coalesce(j.started_at, to_timestamp($1))
       FROM (SELECT id FROM alert_jobs
              WHERE status = 'pending' AND kind = ANY($5::text[]) AND attempts < $4
                AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))
              ORDER BY kind = 'send' DESC, id LIMIT 1 FOR UPDATE SKIP LOCKED) next
      WHERE j.id = next.id
      RETURNING j.id, j.kind, j.cell_after, j.cell_to, j.cursor, j.places, j.attempts, j.claimed_by`,
    [now, leaseSeconds, worker, MAX_JOB_ATTEMPTS, kinds],
  )
  return rows[0] ? jobRowSchema.parse(rows[0]) : null
}

/**
 * Saves a cells job's progress — the last cell of a committed batch — and renews its lease,
 * in the batch's transaction. Throws when the claim was lost (the lease ran out and another
 * worker took the job), which rolls the batch back: only the holder commits work.
 */
export async function saveJobProgress(tx: Queryable, job: AlertJob, cursor: string, now: number, leaseSeconds: number): Promise<void> {
  const rows = await tx.query(
    `UPDATE alert_jobs SET cursor = $3, claimed_until = to_timestamp($4::float8 + $5::float8)
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending' RETURNING id`,
    [job.id, job.claimed_by, cursor, now, leaseSeconds],
  )
  if (rows.length === 0) throw new LostClaim(job.id)
}

/** Renews a job's lease; false when the claim was lost. */
export async function renewJob(db: Queryable, job: AlertJob, now: number, leaseSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE alert_jobs SET claimed_until = to_timestamp($3::float8 + $4::float8)
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending' RETURNING id`,
    [job.id, job.claimed_by, now, leaseSeconds],
  )
  return rows.length > 0
}

/** Ends a job: done, or failed with the reason (`now` unix s). */
export async function finishJob(db: Queryable, job: AlertJob, status: 'done' | 'failed', now: number, error: string | null = null): Promise<void> {
  await db.query(
    `UPDATE alert_jobs SET status = $3, finished_at = to_timestamp($4), claimed_until = NULL, last_error = $5
      WHERE id = $1 AND claimed_by = $2`,
    [job.id, job.claimed_by, status, now, error?.slice(0, 500) ?? null],
  )
}

/** Hands a job back unfinished (the worker's time is up): the claim does not count as an attempt. */
export async function releaseJob(db: Queryable, job: AlertJob): Promise<void> {
  await db.query(
    `UPDATE alert_jobs SET claimed_until = NULL, claimed_by = NULL, attempts = greatest(attempts - 1, 0)
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending'`,
    [job.id, job.claimed_by],
  )
}

/** Open cells jobs: how many nobody holds (claimable at `now`, unix s) and how many are held. */
export async function cellsJobsState(db: Queryable, now: number): Promise<{ claimable: number; held: number }> {
  const rows = await db.query(
    `SELECT count(*) FILTER (WHERE (claimed_until IS NULL OR claimed_until < to_timestamp($1)) AND attempts < $2)::int AS claimable,
            count(*) FILTER (WHERE claimed_until >= to_timestamp($1))::int AS held
       FROM alert_jobs WHERE kind = 'cells' AND status = 'pending'`,
    [now, MAX_JOB_ATTEMPTS],
  )
  return z.object({ claimable: z.number(), held: z.number() }).parse(rows[0])
}

/** A worker's claim on a job ran out and another worker holds it now. */
export class LostClaim extends Error {
  constructor(readonly jobId: number) {
    super(`the claim on alert job ${jobId} was lost`)
    this.name = 'LostClaim'
  }
}
