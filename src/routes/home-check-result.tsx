import { useLingui } from '@lingui/react/macro'
import { levelText } from '../domain/aqi/levels'
import type { AirQualityResponse, Coordinates } from '../domain/contracts/air-quality'
import type { HomeStatus } from '../domain/home/home-status'
import { shareText } from '../domain/home/share-text'
import { PollutantBreakdown } from '../features/dashboard/pollutant-breakdown'
import { ReadingDetails } from '../features/dashboard/reading-details'
import { HEALTH_PROFILE_LABELS, type HealthProfile } from '../features/health-profile/health-profile'
import { DetailedReportDialog } from '../features/home/detailed-report-dialog'
import { ReportSummary } from '../features/home/report-summary'
import { ShareCard } from '../features/share/share-card'
import { roundCoordinates } from '../lib/coordinates'
import { useTranslate } from '../lib/i18n'

interface HomeCheckResultProps {
  status: HomeStatus
  data: AirQualityResponse
  /** The place as shown on the screen, and as named in the shared text. */
  place: { shown: string; shared: string }
  /** The device's clock time of the last check, when there was one. */
  checkedAt: string | null
  profile: HealthProfile
  coords: Coordinates | null
}

/**
 * What a Check My Air press reveals: the share card and the detailed report (a Radix dialog).
 * A chunk of its own, loaded once the first screen has painted (src/routes/home.tsx): nobody
 * sees it before pressing the button, and the check takes 1.5 s anyway.
 */
export function HomeCheckResult({ status, data, place, checkedAt, profile, coords }: HomeCheckResultProps) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const entry = data.list[0]
  if (!entry) return null
  const shown = place.shown
  return (
    <>
      <ShareCard
        payload={{
          title: t`My air check`,
          text: shareText({
            place: place.shared,
            nowAqi: status.nowAqi,
            usAqi: entry.usAqi,
            inTwoHoursAqi: status.inTwoHoursAqi,
            simulated: data.source.simulated,
          }, _),
          url: `${window.location.origin}/`,
        }}
      />
      <DetailedReportDialog description={checkedAt ? t`${shown} · checked at ${checkedAt}` : shown}>
        <ReportSummary
          status={status}
          usAqi={entry.usAqi}
          usAqiBeyond={entry.usAqiBeyond}
          advice={{ group: i18n._(HEALTH_PROFILE_LABELS[profile]), text: levelText(status.nowAqi, _).healthAdvice[profile] }}
        />
        <PollutantBreakdown entry={entry} isPending={false} />
        <ReadingDetails data={data} requested={coords && roundCoordinates(coords)} />
      </DetailedReportDialog>
    </>
  )
}
