import '../styles/explore.css'
import '../styles/history.css'
import { lastSevenDays, sevenDayAverage } from '../domain/report/history-summary'
import { PLACE_RADIUS_KM, readingsNear } from '../domain/report/place-readings'
import type { StoredReading } from '../domain/storage/readings'
import { useAlertLogOrSignedOut } from '../features/history/api/get-alerts-sent'
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
 * `/history` (spec "/history"): the readings kept on this device for the user's place (or New
 * York), the 7-day average, the alerts sent this week, a 7-day chart and the export.
 */
export function Component() {
  const place = useDevicePlace()
  const readings = useDeviceReadings()
  const loading = !place || readings.isPending

  return (
    <TooltipProvider>
      <div className="page-shell">
        <title>Air Quality History · AirAhead</title>
        <header className="explore-header">
          <h1 className="explore-header__title">Air Quality History</h1>
          <p className="muted">{place ? `${place.name} · from the readings kept on this device` : 'Finding your location…'}</p>
        </header>
        <main className="page explore-page" aria-busy={loading}>
          {loading ? (
            <Spinner label={place ? 'Loading your readings…' : 'Finding your location…'} />
          ) : (
            <History place={place} readings={readings.data ?? []} />
          )}
        </main>
        <BottomNav />
      </div>
    </TooltipProvider>
  )
}

function History({ place, readings }: { place: DevicePlace; readings: StoredReading[] }) {
  const nowSeconds = useNowSeconds()
  const alertLog = useAlertLogOrSignedOut()
  const here = readingsNear(readings, place.coords)
  const elsewhere = readings.length - here.length

  return (
    <>
      <HistoryTiles average={sevenDayAverage(here, nowSeconds)} alertLog={alertLog} nowSeconds={nowSeconds} />
      <HistoryChart days={lastSevenDays(here, nowSeconds, deviceUtcOffsetSeconds)} />
      <RecentReadings readings={here} />
      {elsewhere > 0 && (
        <p className="muted small">
          {elsewhere} more {elsewhere === 1 ? 'reading was' : 'readings were'} taken more than {PLACE_RADIUS_KM} km from here; the
          export includes {elsewhere === 1 ? 'it' : 'them'}.
        </p>
      )}
      <ExportCard readings={readings} />
    </>
  )
}
