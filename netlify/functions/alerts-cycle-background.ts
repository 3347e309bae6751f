import { handler } from '../server/http'
import { backgroundAlertCycle } from '../server/alerts/job'

/** One shard of a large alert cycle (a background function: up to 15 minutes), started by alerts-cycle. */
export default handler(backgroundAlertCycle)
