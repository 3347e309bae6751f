import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Share2 from 'lucide-react/icons/share-2'
import { toast } from '../../ui/toast/toast-store'
import { shareOrCopy, type SharePayload } from './share'

/** What is shared: its text as it will be sent, and a Share button (copy where sharing is missing). */
export function ShareCard({ payload, heading }: { payload: SharePayload; heading?: string }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)

  const onShare = async () => {
    setBusy(true)
    const result = await shareOrCopy(payload)
    setBusy(false)
    if (result === 'copied') toast({ title: t`Copied to clipboard`, description: t`Paste it into any message or post.` })
    if (result === 'failed') {
      toast({ title: t`Could not share`, description: t`Select the text on the card and copy it instead.`, variant: 'destructive' })
    }
  }

  return (
    <section className="card share-card" aria-labelledby="share-heading">
      <h2 id="share-heading" className="card__title">
        {heading ?? t`Share your check`}
      </h2>
      <p className="share-card__text">
        {payload.text} <span className="muted">{payload.url}</span>
      </p>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onShare()}>
        <Share2 aria-hidden="true" className="icon" />
        <Trans comment="Button: shares the text">Share</Trans>
      </button>
    </section>
  )
}
