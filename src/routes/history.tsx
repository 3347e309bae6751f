import '../styles/explore.css'
import '../styles/history.css'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { lastSevenDays, sevenDayAverage } from '../domain/report/history-summary'
import { mergeReadings } from '../domain/report/merge-readings'
import { PLACE_RADIUS_KM, readingsNear } from '../domain/report/place-readings'
import type { StoredReading } from '../domain/storage/readings'
import { useCurrentUser } from '../features/account/api/get-current-user'
import { useAlertLogOrSignedOut } from '../features/history/api/get-alerts-sent'
import { useServerHistory } from '../features/history/api/get-server-history'
import { ExportCard } from '../features/history/export-card'
import { HistoryChart } from '../features/history/history-chart'
import { HistoryTiles } from '../features/history/history-tiles'
import { RecentReadings } from '../features/history/recent-readings'
import { useDeviceReadings } from '../features/history/use-device-readings'
import { deviceUtcOffsetSeconds } from '../lib/time'
import { useNowSeconds } from '../lib/use-now'
import { BottomNav } from '../ui/bottom-nav'
import { Spinner } from '../ui/spinner'
import { TooltipProvider } from '../ui/tooltip'
import { useDevicePlace, type DevicePlace } from './use-device-place'

/**
 * `/history` (docs/product.md §Screens): the readings kept on this device for the user's place (or New
 * York), merged with those the server kept for a signed-in user's watched places; the 7-day
 * average, the alerts sent this week, a 7-day chart and the export.
 */
export function Component() {
  const { t } = useLingui()
  const place = useDevicePlace()
  const readings = useDeviceReadings()
  const user = useCurrentUser()
  // docs/product.md §API: only when a user exists. A failed call leaves the device's readings, unmerged.
  const server = useServerHistory(Boolean(user.data))
  const serverReadings = server.data?.readings ?? []
  const loading = !place || readings.isPending || (server.isPending && server.fetchStatus === 'fetching')
  const origin = serverReadings.length > 0 ? t`from this device and your watched places` : t`from the readings kept on this device`

  return (
    <TooltipProvider>
      <div className="page-shell">
        <title>{t`Air Quality History · AirAhead`}</title>
        <header className="explore-header">
          <h1 className="explore-header__title">
            <Trans>Air Quality History</Trans>
          </h1>
          <p className="muted">{place ? `${place.name} · ${origin}` : t`Finding your location…`}</p>
        </header>
        <main className="page explore-page" aria-busy={loading}>
          {loading ? (
            <Spinner label={place ? t`Loading your readings…` : t`Finding your location…`} />
          ) : (
            <History place={place} readings={mergeReadings(readings.data ?? [], serverReadings)} userExists={Boolean(user.data)} />
          )}
        </main>
        <BottomNav />
      </div>
    </TooltipProvider>
  )
}

function History({ place, readings, userExists }: { place: DevicePlace; readings: StoredReading[]; userExists: boolean }) {
  const nowSeconds = useNowSeconds()
  const alertLog = useAlertLogOrSignedOut(userExists)
  const here = readingsNear(readings, place.coords)
  const elsewhere = readings.length - here.length
  const radius = PLACE_RADIUS_KM

  return (
    <>
      <HistoryTiles average={sevenDayAverage(here, nowSeconds)} alertLog={alertLog} nowSeconds={nowSeconds} />
      <HistoryChart days={lastSevenDays(here, nowSeconds, deviceUtcOffsetSeconds)} />
      <RecentReadings readings={here} />
      {elsewhere > 0 && (
        <p className="muted small">
          <Plural
            value={elsewhere}
            one={`# more reading was taken more than ${radius} km from here; the export includes it.`}
            other={`# more readings were taken more than ${radius} km from here; the export includes them.`}
          />
        </p>
      )}
      <ExportCard readings={readings} />
    </>
  )
}
