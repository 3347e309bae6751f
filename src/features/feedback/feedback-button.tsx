import { useCallback, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import MessageSquare from 'lucide-react/icons/message-square'
import X from 'lucide-react/icons/x'
import { Trans, useLingui } from '@lingui/react/macro'
import { FeedbackForm } from './feedback-form'
import { FeedbackUpgradeNotice } from './feedback-upgrade-notice'
import '../../styles/forms.css'

interface FeedbackButtonProps {
  /** The caller shows the button to premium users (docs/product.md §Accounts); anyone else gets the upgrade notice. */
  isPremium: boolean
}

/**
 * "Send Feedback" and its dialog (docs/product.md §States "Feedback dialog"). The form lives in the dialog's
 * content, which unmounts when the dialog closes, so every opening starts idle and empty.
 */
export function FeedbackButton({ isPremium }: FeedbackButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // Stable, so a re-render of the page does not restart the form's 3 s close timer.
  const close = useCallback(() => setOpen(false), [])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          <MessageSquare aria-hidden="true" className="icon" />
          <Trans>Send Feedback</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal">
          <div className="dialog__header">
            <Dialog.Title>
              <Trans>Send Feedback</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label={t`Close`}>
                <X aria-hidden="true" className="icon" />
              </button>
            </Dialog.Close>
          </div>
          {isPremium ? <FeedbackForm onDone={close} /> : <FeedbackUpgradeNotice />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
