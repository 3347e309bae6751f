import { useState } from 'react'
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
  const t = useTranslate()
  const levelName = t(levelNameMessage(index))
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
        {isPending || comparison.total > 0 ? comparisonHeadline(levelName, comparison.betterCount, comparison.total, t) : 'No city compared'}
      </p>
      {/* Answers arrive one by one: the message's place is held while cities load, so nothing below moves. */}
      {isPending ? (
        <p className="comparison-summary__message muted">Comparing with the other cities…</p>
      ) : comparison.total === 0 ? (
        // No city is known (offline, or every reading failed): no verdict, rather than "needs attention".
        <p className="comparison-summary__message muted">No city&apos;s air is known right now, so there is nothing to compare.</p>
      ) : (
        <p className={`comparison-summary__message verdict--${verdict}`}>{verdictMessage(verdict, levelName, t)}</p>
      )}
      <p className="aqi-card__meta">
        <SourceLabel source={source} />
      </p>
      <ShareButton text={comparisonShareText(placeName, usAqi, comparison, t)} disabled={isPending || comparison.total === 0} />
    </section>
  )
}

function ShareButton({ text, disabled }: { text: string; disabled: boolean }) {
  const [busy, setBusy] = useState(false)
  const share = async () => {
    setBusy(true)
    const outcome = await shareOrCopy({ title: 'AirAhead: how my air compares', text, url: window.location.href })
    setBusy(false)
    if (outcome === 'copied') {
      toast({ title: 'Copied to clipboard', description: 'Paste it anywhere to share how your air compares.' })
    } else if (outcome === 'failed') {
      toast({
        title: 'Could not share',
        description: 'This browser allowed neither sharing nor copying. Try again from another browser.',
        variant: 'destructive',
      })
    }
  }
  return (
    <button type="button" className="button button--secondary" disabled={disabled || busy} onClick={() => void share()}>
      <Share2 aria-hidden="true" className="icon" />
      Share
    </button>
  )
}
