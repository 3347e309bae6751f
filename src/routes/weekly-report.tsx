import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/explore.css'
import '../styles/history.css'
import { weeklyAchievements } from '../domain/report/achievements'
import { localDay, weekContaining } from '../domain/report/local-days'
import { readingsNear } from '../domain/report/place-readings'
import { weeklyReport } from '../domain/report/weekly-report'
import { sourceName } from '../lib/source-name'
import { weeklyShareText } from '../domain/report/weekly-share-text'
import { daysWithChecks, weeklyWins } from '../domain/report/wins'
import type { StoredReading } from '../domain/storage/readings'
import { useCheckTimes, useDeviceReadings } from '../features/history/use-device-readings'
import { ShareCard } from '../features/share/share-card'
import { useProgress } from '../features/streaks/use-progress'
import { BestAndWorst } from '../features/weekly-report/best-and-worst'
import { ReportEmpty } from '../features/weekly-report/report-empty'
import { ReportScore } from '../features/weekly-report/report-score'
import { StreakCard } from '../features/weekly-report/streak-card'
import { AchievementsCard, WinsCard } from '../features/weekly-report/wins-and-achievements'
import { formatDay } from '../lib/calendar-day'
import { deviceUtcOffsetSeconds } from '../lib/time'
import { useNowSeconds } from '../lib/use-now'
import { Spinner } from '../ui/spinner'
import { TooltipProvider } from '../ui/tooltip'
import { useDevicePlace, type DevicePlace } from './use-device-place'
import { useTranslate } from '../lib/i18n'

/**
 * `/weekly-report` (docs/product.md §Screens): this Sunday-Saturday week worked out from the
 * readings and checks kept on this device (docs/decisions/064).
 */
export function Component() {
  const { t } = useLingui()
  const nowSeconds = useNowSeconds()
  const place = useDevicePlace()
  const readings = useDeviceReadings()
  const checkTimes = useCheckTimes()
  const { progress } = useProgress()
  const week = weekContaining(nowSeconds, deviceUtcOffsetSeconds)
  const loading = !place || readings.isPending || checkTimes.isPending || !progress

  return (
    <TooltipProvider>
      <div className="page-shell explore-shell">
        <title>{t`Weekly Report · AirAhead`}</title>
        <header className="explore-header">
          <Link to="/" className="back-link">
            <ArrowLeft aria-hidden="true" className="icon" />
            <Trans>Dashboard</Trans>
          </Link>
          <h1 className="explore-header__title">
            <Trans>Weekly Report</Trans>
          </h1>
          <p className="muted" data-testid="report-place">
            {place?.name ?? t`Finding your location…`}
            <span className="visually-hidden"> · </span>
            <span className="explore-header__line" data-testid="report-week">
              {formatDay(week.firstDay, { weekday: 'long', month: 'short', day: 'numeric' })} –{' '}
              {formatDay(week.lastDay, { weekday: 'long', month: 'short', day: 'numeric' })}
            </span>
          </p>
        </header>
        <main className="page explore-page" aria-busy={loading}>
          {/* The links come with the report, not under the spinner: there they jumped down when
              the report replaced it (a layout shift of 0.16, issue 15). */}
          {loading ? (
            <Spinner label={place ? t`Working out your week…` : t`Finding your location…`} />
          ) : (
            <>
              <Report
                place={place}
                readings={readings.data ?? []}
                checkTimes={checkTimes.data ?? []}
                progress={progress}
                nowSeconds={nowSeconds}
              />
              <nav className="card" aria-label={t({ message: 'More', comment: 'A list of links to other pages' })}>
                <ul className="link-list">
                  <li>
                    <Link to="/alerts">
                      <Trans>Get SMS alerts before the air turns bad</Trans>
                    </Link>
                  </li>
                  <li>
                    <Link to="/history">
                      <Trans>See your air quality history</Trans>
                    </Link>
                  </li>
                </ul>
              </nav>
            </>
          )}
        </main>
      </div>
    </TooltipProvider>
  )
}

interface ReportProps {
  place: DevicePlace
  readings: readonly StoredReading[]
  checkTimes: readonly number[]
  progress: { streak: number; totalChecks: number }
  nowSeconds: number
}

function Report({ place, readings, checkTimes, progress, nowSeconds }: ReportProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const here = readingsNear(readings, place.coords)
  const report = weeklyReport(here, nowSeconds, deviceUtcOffsetSeconds)
  const weekReadings = here.filter((r) => {
    const day = localDay(r.time, deviceUtcOffsetSeconds)
    return day >= report.week.firstDay && day <= report.week.lastDay
  })
  const checkDays = daysWithChecks(checkTimes, report.week, deviceUtcOffsetSeconds)
  const wins = weeklyWins({ report, checkDays, streak: progress.streak }, _)
  const achievements = weeklyAchievements({ report, ...progress, checkTimes }, _)
  const sources = [...new Set(weekReadings.map((r) => sourceName(r.source.name)))].join(', ')
  const count = report.readings
  const shareText = weeklyShareText(place.name, report, weekReadings.some((r) => r.source.simulated), _)

  return (
    <>
      {report.scorePercent === null ? (
        <ReportEmpty placeName={place.name} />
      ) : (
        <>
          <ReportScore report={report} today={localDay(nowSeconds, deviceUtcOffsetSeconds)} />
          <p className="muted small" data-testid="report-sources">
            <Plural
              value={count}
              one={`From # reading kept on this device. Source: ${sources}.`}
              other={`From # readings kept on this device. Source: ${sources}.`}
            />
          </p>
          <BestAndWorst report={report} />
        </>
      )}
      <StreakCard streak={progress.streak} />
      {report.scorePercent !== null && <WinsCard wins={wins} />}
      <AchievementsCard achievements={achievements} />
      {shareText && (
        <ShareCard heading={t`Share your week`} payload={{ title: t`My air this week`, text: shareText, url: `${window.location.origin}/` }} />
      )}
    </>
  )
}
