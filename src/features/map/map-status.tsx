import type { UseQueryResult } from '@tanstack/react-query'
import type { FiresResponse, WindResponse } from '../../domain/contracts/map'
import { formatAge } from '../../domain/freshness/reading-age'
import { describeRequestError } from '../../lib/api'
import type { ReadState } from '../../lib/read-state'
import { deviceClock, isoToUnixSeconds } from '../../lib/time'
import { useNowSeconds } from '../../lib/use-now'
import { SourceLabel } from '../../ui/source-label'
import type { LoadedOverlay } from './api/get-overlay'

interface MapStatusProps {
  overlay: UseQueryResult<LoadedOverlay>
  wind: WindResponse | undefined
  windError: Error | null
  fires: FiresResponse | undefined
  firesError: Error | null
  /** Paused while the device is offline, a layer is not known rather than loading (issue 24 item 4). */
  windState: ReadState
  firesState: ReadState
}

/** Where each layer comes from and how old it is; offline, the kept overlay's age. */
export function MapStatus({ overlay, wind, windError, fires, firesError, windState, firesState }: MapStatusProps) {
  const now = useNowSeconds()
  const loaded = overlay.data
  const fetchedAt = loaded ? isoToUnixSeconds(loaded.overlay.fetchedAt) : null
  return (
    <div className="map-status small" aria-live="polite">
      {overlay.isPending && !loaded && <p>Loading the air around you…</p>}
      {overlay.isError && !loaded && <p role="alert">The overlay could not load: {describeRequestError(overlay.error)}</p>}
      {loaded && (
        <p data-testid="overlay-status">
          {loaded.offlineSince !== null ? (
            <span className="badge badge--offline">Offline</span>
          ) : null}{' '}
          {loaded.offlineSince !== null
            ? `Last overlay loaded ${deviceClock(loaded.offlineSince)}, ${formatAge(Math.max(0, now - loaded.offlineSince))}. `
            : ''}
          Pollution: <SourceLabel source={loaded.overlay.source} />
          {fetchedAt !== null && `, forecast fetched ${formatAge(Math.max(0, now - fetchedAt))}`}
          {loaded.overlay.missing > 0 && ` · ${loaded.overlay.missing} cells not loaded yet (data allowance); they load when you come back`}
        </p>
      )}
      <p>
        Wind:{' '}
        {wind ? `${wind.source.name}${wind.source.simulated ? ' (Simulated)' : ''}` : windError ? `unavailable (${describeRequestError(windError)})` : windState === 'offline' ? 'offline: not known.' : 'loading…'}
      </p>
      <p data-testid="fires-status">
        Fires:{' '}
        {fires
          ? fires.status === 'off'
            ? 'layer off — this site has no NASA FIRMS key.'
            : `${fires.fires.length} active in view (${fires.status === 'simulated' ? 'Simulated' : fires.source.name}, last 24 h).`
          : firesError
            ? `unavailable (${describeRequestError(firesError)})`
            : firesState === 'offline'
              ? 'offline: not known.'
              : 'loading…'}
      </p>
    </div>
  )
}
