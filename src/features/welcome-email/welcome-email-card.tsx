import { useState } from 'react'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import Mail from 'lucide-react/icons/mail'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SendWelcomeEmailResponse } from '../../domain/contracts/email'
import { requestFailureOf } from '../../lib/api-post'
import { toast } from '../../ui/toast/toast-store'
import { useSendWelcomeEmail } from './api/send-welcome-email'
import { welcomeEmailFailureNotice, welcomeEmailSuccessNotice } from './welcome-email-notice'

/** /test-welcome-email (docs/product.md §Screens): one button that sends a test welcome e-mail, with the spec's toasts. */
export function WelcomeEmailCard() {
  const { t } = useLingui()
  const send = useSendWelcomeEmail()
  const [last, setLast] = useState<SendWelcomeEmailResponse | null>(null)

  const onSend = () => {
    if (send.isPending) return
    send.mutate(undefined, {
      onSuccess: (answer) => {
        setLast(answer)
        toast(welcomeEmailSuccessNotice(answer))
      },
      onError: (error) => toast(welcomeEmailFailureNotice(requestFailureOf(error))),
    })
  }

  return (
    <section className="card" aria-labelledby="welcome-email-heading">
      <h2 id="welcome-email-heading" className="card__title">
        <Trans>Send a test welcome email</Trans>
      </h2>
      <p>
        <Trans>
          The test copy goes to AirAhead&apos;s own sender address, never to an address typed here. Without an SMTP
          server (local mode) it is stored in the local outbox instead of sent.
        </Trans>
      </p>
      <div className="utility-actions">
        <button type="button" className="button button--primary" onClick={onSend} disabled={send.isPending}>
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="icon icon--spin" />
          ) : (
            <Mail aria-hidden="true" className="icon" />
          )}
          {send.isPending ? t`Sending…` : t`Send Test Welcome Email`}
        </button>
      </div>
      <p role="status" className="utility-notice">
        {last?.message}
        {last?.delivery === 'outbox' && (
          <>
            {' '}
            <a href="/api/dev/email-outbox" target="_blank" rel="noopener">
              <Trans>View the outbox</Trans>
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </>
        )}
      </p>
    </section>
  )
}
