import { useEffect, useId, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import CircleCheck from 'lucide-react/icons/circle-check'
import LoaderCircle from 'lucide-react/icons/loader-circle'
import Send from 'lucide-react/icons/send'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_SUCCESS_CLOSE_MS,
  FEEDBACK_TEXT,
  canSubmitFeedback,
  checkFeedbackDraft,
  feedbackCounter,
  feedbackFailureText,
} from '../../domain/validation/feedback'
import { requestFailureOf } from '../../lib/api-post'
import { useSendFeedback } from './api/send-feedback'

interface FeedbackFormProps {
  /** Closes the dialog: called 3 s after a successful send (docs/product.md §States). */
  onDone: () => void
}

/**
 * docs/product.md §States: idle, sending, success (then closes), error. Problems are shown inside
 * the dialog rather than as toasts, because a modal dialog hides the page's toast region
 * from assistive technology while it is open.
 */
export function FeedbackForm({ onDone }: FeedbackFormProps) {
  const { t } = useLingui()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const send = useSendFeedback()
  const ids = { subject: useId(), message: useId(), counter: useId() }

  useEffect(() => {
    if (!send.isSuccess) return
    const timer = setTimeout(onDone, FEEDBACK_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [send.isSuccess, onDone])

  if (send.isSuccess) {
    return (
      <div className="form-success" role="status">
        <CircleCheck aria-hidden="true" className="icon icon--ok" />
        <Dialog.Description>{FEEDBACK_TEXT.success}</Dialog.Description>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSubmitFeedback({ subject, message }, send.isPending)) return
    const checked = checkFeedbackDraft({ subject, message })
    setInvalid(checked.ok ? null : checked.message)
    if (checked.ok) send.mutate(checked.value)
  }

  const problem = invalid ?? (send.isError ? feedbackFailureText(requestFailureOf(send.error)) : null)
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <Dialog.Description className="muted small">
        <Trans>Tell the AirAhead team what works, what doesn&apos;t and what you&apos;d like next.</Trans>
      </Dialog.Description>
      <div className="field">
        <label htmlFor={ids.subject} className="field__label">
          <Trans>Subject</Trans>
        </label>
        <input
          id={ids.subject}
          className="input"
          value={subject}
          maxLength={FEEDBACK_SUBJECT_MAX}
          required
          readOnly={send.isPending}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.message} className="field__label">
          <Trans>Message</Trans>
        </label>
        <textarea
          id={ids.message}
          className="input textarea"
          rows={6}
          value={message}
          maxLength={FEEDBACK_MESSAGE_MAX}
          required
          readOnly={send.isPending}
          aria-describedby={ids.counter}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={ids.counter} className="field__counter muted small">
          {feedbackCounter(message)}
        </p>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="dialog__footer">
        <button type="submit" className="button button--primary" disabled={!canSubmitFeedback({ subject, message }, send.isPending)}>
          {send.isPending ? (
            <LoaderCircle aria-hidden="true" className="icon icon--spin" />
          ) : (
            <Send aria-hidden="true" className="icon" />
          )}
          {send.isPending ? t`Sending...` : t`Send Feedback`}
        </button>
      </div>
    </form>
  )
}
