import { useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import Wind from 'lucide-react/icons/wind'

/** docs/product.md §States: the check shows its loading state for 1.5 s. */
export const CHECK_DURATION_MS = 1500

interface CheckMyAirProps {
  /** Refreshes the reading and records the check; answers a sentence for screen readers. */
  onCheck: () => Promise<string>
  /** Called at the press itself, while the browser still counts it as a user gesture. */
  onPress?: () => void
  /** No reading to check yet. */
  disabled: boolean
  /** Revealed after the first check: the share card and the detailed-report button. */
  children: ReactNode
}

type Phase = 'idle' | 'checking' | 'done'

/** Check My Air (docs/product.md §States): 1.5 s of loading, then the share card and the detailed-report button appear. */
export function CheckMyAir({ onCheck, onPress, disabled, children }: CheckMyAirProps) {
  const { t } = useLingui()
  const [phase, setPhase] = useState<Phase>('idle')
  const [revealed, setRevealed] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const checking = phase === 'checking'

  const check = async () => {
    onPress?.()
    setPhase('checking')
    setAnnouncement('')
    const [sentence] = await Promise.all([onCheck(), new Promise((resolve) => setTimeout(resolve, CHECK_DURATION_MS))])
    setAnnouncement(sentence)
    setRevealed(true)
    setPhase('done')
  }

  return (
    <section className="check-my-air" aria-labelledby="check-heading">
      <h2 id="check-heading" className="visually-hidden">
        <Trans>Check my air</Trans>
      </h2>
      <button
        type="button"
        className="button button--primary check-my-air__button"
        disabled={disabled || checking}
        aria-busy={checking}
        onClick={() => void check()}
      >
        {checking ? (
          <LoaderCircle aria-hidden="true" className="icon icon--spin" />
        ) : (
          <Wind aria-hidden="true" className="icon" />
        )}
        {checking ? t`Checking your air…` : t({ message: 'Check My Air', comment: 'The button of the daily check' })}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {revealed && <div className="check-my-air__result">{children}</div>}
    </section>
  )
}
