import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import type { HomeStatus } from '../../domain/home/home-status'
import { LevelChip } from '../../ui/level-chip'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { useTranslate } from '../../lib/i18n'

interface ReportSummaryProps {
  status: HomeStatus
  usAqi: number | null
  usAqiBeyond?: boolean | undefined
  /** Advice for the person's own group, e.g. { group: 'Children', text: '…' }. */
  advice: { group: string; text: string }
}

/** The top of the detailed report: the verdict, now vs 2 hours, and advice for the person's group. */
export function ReportSummary({ status, usAqi, usAqiBeyond, advice }: ReportSummaryProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  return (
    <section className="report-summary" aria-labelledby="report-summary-heading">
      <h2 id="report-summary-heading" className="card__title">
        {status.title}
      </h2>
      <dl className="details-list">
        <dt>
          <Trans comment="The level now, beside the level in 2 hours">Now</Trans>
        </dt>
        <dd>
          <LevelChip index={status.nowAqi} showIndex /> <UsAqiFigure className="small" usAqi={usAqi} beyond={usAqiBeyond} />
        </dd>
        <dt>
          <Trans>In 2 hours</Trans>
        </dt>
        <dd>{status.inTwoHoursAqi === null ? t`No forecast` : <LevelChip index={status.inTwoHoursAqi} showIndex />}</dd>
      </dl>
      <p className="small">{levelText(status.nowAqi, _).description}</p>
      <p className="small">
        <strong>{advice.group}:</strong> {advice.text}
      </p>
    </section>
  )
}
