import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { safeParse } from 'zod/v4/core'
import { overlayResponseSchema, type OverlayResponse } from '../../../domain/contracts/map'
import { apiGet } from '../../../lib/api'
import { isNetworkFailure } from '../../../lib/offline-copy'
import { viewQuery, type MapView } from './map-view'

/** IndexedDB code loads on demand (decision 012). */
const storage = () => import('../../../storage/offline-copies')
/** The one overlay kept on the device: the last the map loaded, whatever its view. */
const LAST_OVERLAY = 'map:last-overlay'

export interface LoadedOverlay {
  overlay: OverlayResponse
  /** When the device saved it (unix s), when it is the kept copy shown offline; else null. */
  offlineSince: number | null
}

/**
 * GET /api/map/overlay for one view: one call per view (issue 16). Each answer is kept on the
 * device; when the network cannot be reached, the last one kept is shown instead, with its age.
 */
export async function getOverlay(view: MapView, signal?: AbortSignal): Promise<LoadedOverlay> {
  try {
    const overlay = await apiGet('/api/map/overlay', { schema: overlayResponseSchema, query: viewQuery(view), signal })
    const savedAt = Math.floor(Date.now() / 1000)
    void storage().then((kept) => kept.saveOfflineCopy(LAST_OVERLAY, overlay, savedAt), () => undefined)
    return { overlay, offlineSince: null }
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const copy = await storage().then((kept) => kept.loadOfflineCopy(LAST_OVERLAY), () => null)
    const parsed = copy ? safeParse(overlayResponseSchema, copy.data) : null
    if (!copy || !parsed?.success) throw error
    return { overlay: parsed.data, offlineSince: copy.savedAt }
  }
}

export function useOverlay(view: MapView | null) {
  return useQuery({
    queryKey: ['map', 'overlay', view ? viewQuery(view) : null],
    queryFn: ({ signal }) => getOverlay(view as MapView, signal),
    enabled: view !== null,
    // The last view's overlay stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Offline the query must still run once, so the kept copy answers.
    networkMode: 'offlineFirst',
    staleTime: 5 * 60_000,
    retry: false,
  })
}
