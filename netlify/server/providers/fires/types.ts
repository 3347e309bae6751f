import type { Fire } from '../../../../src/domain/contracts/map'
import type { Bbox } from '../../../../src/domain/map/bbox'
import type { Result } from '../../result'

/** The fire-detection port: active fires in a view over the last day. */
export interface FireProvider {
  id: 'firms' | 'simulated'
  source: { name: string; simulated: boolean; url: string | null }
  fetchFires(bbox: Bbox, options: { signal: AbortSignal; now: number }): Promise<Result<Fire[]>>
}
