import { handler } from '../server/http'
import { backgroundAlertCycle } from '../server/alerts/job'

/**
 * One alert worker (a background function: up to 15 minutes), started by alerts-cycle: it
 * claims jobs from the alert_jobs queue until none is left or its 10-minute budget is spent.
 */
export default handler(backgroundAlertCycle)
