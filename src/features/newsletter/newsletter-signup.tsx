import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import CircleCheck from 'lucide-react/icons/circle-check'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import Mail from 'lucide-react/icons/mail'
import { Trans, useLingui } from '@lingui/react/macro'
import type { NewsletterSource } from '../../domain/contracts/newsletter'
import {
  checkNewsletterEmail,
  newsletterFailureNotice,
  newsletterSuccessNotice,
  normalizeEmail,
} from '../../domain/validation/newsletter'
import { requestFailureOf } from '../../lib/api-post'
import { toast } from '../../ui/toast/toast-store'
import { useSubscribeNewsletter } from './api/subscribe-newsletter'
import '../../styles/forms.css'

interface NewsletterSignupProps {
  /** Where the form sits, stored with the address (docs/product.md §API sends 'website'). */
  source: NewsletterSource
}

/**
 * docs/product.md §States, §Validation, §Messages: an e-mail form that becomes a "subscribed" confirmation. The form skips
 * the browser's own validation bubble (`noValidate`) so the spec's 'Invalid Email' toast
 * is what people see; `type="email"` and `required` still give the right keyboard and semantics.
 */
export function NewsletterSignup({ source }: NewsletterSignupProps) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const subscribe = useSubscribeNewsletter()
  const headingId = useId()
  const inputId = useId()
  const hintId = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (subscribe.isPending) return
    const checked = checkNewsletterEmail(email)
    setInvalid(!checked.ok)
    if (!checked.ok) {
      toast(checked.notice)
      return
    }
    subscribe.mutate(
      { email: checked.email, source },
      {
        onSuccess: (answer) => toast(newsletterSuccessNotice(answer.message)),
        onError: (error) => {
          const failure = requestFailureOf(error)
          setInvalid(failure.kind === 'answered' && failure.status === 400)
          toast(newsletterFailureNotice(failure))
        },
      },
    )
  }

  return (
    <section className="card newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <Trans>AirAhead newsletter</Trans>
      </h2>
      {subscribe.isSuccess ? (
        <SubscribedConfirmation email={normalizeEmail(subscribe.variables.email)} confirmed={subscribe.data.alreadySubscribed} />
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <p id={hintId} className="muted small">
            <Trans>Seasonal air-quality outlooks and health tips by e-mail. We keep only your address.</Trans>
          </p>
          <div className="field">
            <label htmlFor={inputId} className="field__label">
              <Trans>Email address</Trans>
            </label>
            <div className="newsletter__row">
              <input
                id={inputId}
                className="input"
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder={t({ message: 'you@example.com', comment: 'An example e-mail address' })}
                value={email}
                aria-invalid={invalid || undefined}
                aria-describedby={hintId}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button type="submit" className="button button--primary" disabled={subscribe.isPending}>
                {subscribe.isPending ? (
                  <LoaderCircle aria-hidden="true" className="icon icon--spin" />
                ) : (
                  <Mail aria-hidden="true" className="icon" />
                )}
                {subscribe.isPending ? t`Subscribing...` : t`Subscribe`}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  )
}

/**
 * Takes focus when it replaces the form, so keyboard and screen-reader users land on it.
 * A new address is not subscribed until its confirmation link is followed (double opt-in).
 */
export function SubscribedConfirmation({ email, confirmed }: { email: string; confirmed: boolean }) {
  const { t } = useLingui()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} className="form-success" role="status" tabIndex={-1}>
      <CircleCheck aria-hidden="true" className="icon icon--ok" />
      <p>
        <strong className="block">{confirmed ? t`You're subscribed.` : t`Check your inbox.`}</strong>
        <span className="muted small">
          {confirmed ? t`AirAhead news goes to ${email}.` : t`Open the link we sent to ${email} to confirm your subscription.`}
        </span>
      </p>
    </div>
  )
}
