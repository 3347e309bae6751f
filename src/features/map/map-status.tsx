import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { FiresResponse, WindResponse } from '../../domain/contracts/map'
import { formatAge } from '../../domain/freshness/reading-age'
import { describeRequestError } from '../../lib/api'
import { appTranslate, i18n } from '../../lib/i18n'
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
  const { t } = useLingui()
  const now = useNowSeconds()
  const loaded = overlay.data
  const fetchedAt = loaded ? isoToUnixSeconds(loaded.overlay.fetchedAt) : null
  const overlayError = overlay.isError ? describeRequestError(overlay.error) : ''
  const keptAt = loaded?.offlineSince ?? null
  const missing = loaded?.overlay.missing ?? 0
  return (
    <div className="map-status small" aria-live="polite">
      {overlay.isPending && !loaded && (
        <p>
          <Trans>Loading the air around you…</Trans>
        </p>
      )}
      {overlay.isError && !loaded && (
        <p role="alert">
          <Trans>The overlay could not load: {overlayError}</Trans>
        </p>
      )}
      {loaded && (
        <p data-testid="overlay-status">
          {keptAt !== null ? (
            <span className="badge badge--offline">
              <Trans comment="A badge: the data shown was kept for offline use">Offline</Trans>
            </span>
          ) : null}{' '}
          {keptAt !== null && `${keptText(keptAt, now)} `}
          <Trans comment="The source of the map's pollution overlay follows">Pollution:</Trans> <SourceLabel source={loaded.overlay.source} />
          {fetchedAt !== null && fetchedText(fetchedAt, now)}
          {missing > 0 && ` · ${t`${plural(missing, { one: '# cell not loaded yet', other: '# cells not loaded yet' })} (data allowance); they load when you come back`}`}
        </p>
      )}
      <p>
        <Trans comment="The wind layer's source or state follows">Wind:</Trans>{' '}
        {wind ? windSource(wind) : windError ? unavailable(windError) : windState === 'offline' ? t`offline: not known.` : t`loading…`}
      </p>
      <p data-testid="fires-status">
        <Trans comment="The fire layer's source or state follows">Fires:</Trans>{' '}
        {fires
          ? fires.status === 'off'
            ? t`layer off — this site has no NASA FIRMS key.`
            : firesText(fires)
          : firesError
            ? unavailable(firesError)
            : firesState === 'offline'
              ? t`offline: not known.`
              : t`loading…`}
      </p>
    </div>
  )
}

function keptText(keptAt: number, now: number): string {
  const time = deviceClock(keptAt)
  const age = formatAge(Math.max(0, now - keptAt), appTranslate)
  return i18n._(msg({ message: `Last overlay loaded ${time}, ${age}.`, comment: '{time}: a clock time; {age}: how long ago, e.g. 5 min ago' }))
}

function fetchedText(fetchedAt: number, now: number): string {
  const age = formatAge(Math.max(0, now - fetchedAt), appTranslate)
  return i18n._(msg({ message: `, forecast fetched ${age}`, comment: 'Follows the overlay source; {age}: how long ago, e.g. 5 min ago' }))
}

/** The wind's source: a provider's own name, or the simulated stand-in in the reader's words (labelled once, decision 280). */
function windSource(wind: WindResponse): string {
  return wind.source.simulated ? i18n._(msg`Simulated wind`) : wind.source.name
}

function firesText(fires: FiresResponse): string {
  const count = fires.fires.length
  const source = fires.status === 'simulated' ? i18n._(msg`Simulated`) : fires.source.name
  return i18n._(msg({ message: `${plural(count, { one: '# active in view', other: '# active in view' })} (${source}, last 24 h).`, comment: 'Active fires in the map view' }))
}

function unavailable(error: Error): string {
  const reason = describeRequestError(error)
  return i18n._(msg`unavailable (${reason})`)
}
