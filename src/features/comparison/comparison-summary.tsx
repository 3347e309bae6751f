import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Share2 from 'lucide-react/icons/share-2'
import type { Source } from '../../domain/contracts/air-quality'
import { levelNameMessage } from '../../domain/aqi/levels'
import {
  comparisonHeadline,
  comparisonShareText,
  comparisonVerdict,
  verdictMessage,
  type Comparison,
} from '../../domain/report/comparison'
import { LevelChip } from '../../ui/level-chip'
import { SourceLabel } from '../../ui/source-label'
import { UsAqiFigure } from '../../ui/us-aqi-figure'
import { toast } from '../../ui/toast/toast-store'
import { shareOrCopy } from './share'
import { useTranslate } from '../../lib/i18n'

interface ComparisonSummaryProps {
  placeName: string
  usAqi: number
  beyond?: boolean | undefined
  index: number
  source: Source
  comparison: Comparison
  /** True while some city is still loading: the count may still rise. */
  isPending: boolean
}

/** The user's place, "Fair: better than X of 4 cities", the verdict (decision 242) and a share button. */
export function ComparisonSummary({ placeName, usAqi, beyond, index, source, comparison, isPending }: ComparisonSummaryProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const levelName = _(levelNameMessage(index))
  const verdict = comparisonVerdict(comparison.betterCount, comparison.total, index)
  return (
    <section className="card comparison-summary" aria-labelledby="summary-heading" aria-busy={isPending}>
      <h2 id="summary-heading" className="card__title">
        {placeName}
      </h2>
      <p className="comparison-summary__reading">
        <UsAqiFigure usAqi={usAqi} beyond={beyond} />
        <LevelChip index={index} />
      </p>
      <p className="comparison-summary__count">
        {isPending || comparison.total > 0 ? comparisonHeadline(levelName, comparison.betterCount, comparison.total, _) : t`No city compared`}
      </p>
      {/* Answers arrive one by one: the message's place is held while cities load, so nothing below moves. */}
      {isPending ? (
        <p className="comparison-summary__message muted">
          <Trans>Comparing with the other cities…</Trans>
        </p>
      ) : comparison.total === 0 ? (
        // No city is known (offline, or every reading failed): no verdict, rather than "needs attention".
        <p className="comparison-summary__message muted">
          <Trans>No city&apos;s air is known right now, so there is nothing to compare.</Trans>
        </p>
      ) : (
        <p className={`comparison-summary__message verdict--${verdict}`}>{verdictMessage(verdict, levelName, _)}</p>
      )}
      <p className="aqi-card__meta">
        <SourceLabel source={source} />
      </p>
      <ShareButton text={comparisonShareText(placeName, usAqi, comparison, _)} disabled={isPending || comparison.total === 0} />
    </section>
  )
}

function ShareButton({ text, disabled }: { text: string; disabled: boolean }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const share = async () => {
    setBusy(true)
    const outcome = await shareOrCopy({ title: t`AirAhead: how my air compares`, text, url: window.location.href })
    setBusy(false)
    if (outcome === 'copied') {
      toast({ title: t`Copied to clipboard`, description: t`Paste it anywhere to share how your air compares.` })
    } else if (outcome === 'failed') {
      toast({
        title: t`Could not share`,
        description: t`This browser allowed neither sharing nor copying. Try again from another browser.`,
        variant: 'destructive',
      })
    }
  }
  return (
    <button type="button" className="button button--secondary" disabled={disabled || busy} onClick={() => void share()}>
      <Share2 aria-hidden="true" className="icon" />
      <Trans comment="Button: shares the text">Share</Trans>
    </button>
  )
}
