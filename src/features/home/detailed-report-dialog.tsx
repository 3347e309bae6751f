import type { ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import FileText from 'lucide-react/icons/file-text'
import X from 'lucide-react/icons/x'
import '../../styles/forms.css'

interface DetailedReportDialogProps {
  /** One line under the title: the place and when the check was made. */
  description: string
  /** The report's sections (the reading, pollutants, advice, source). */
  children: ReactNode
}

/** "View Detailed Report" and the modal it opens (Radix: focus trap, Escape, focus return). */
export function DetailedReportDialog({ description, children }: DetailedReportDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button button--secondary">
          <FileText aria-hidden="true" className="icon" />
          <Trans>View Detailed Report</Trans>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal report-dialog">
          <div className="dialog__header">
            <Dialog.Title>
              <Trans>Detailed report</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label={t`Close`}>
                <X aria-hidden="true" className="icon" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted small">{description}</Dialog.Description>
          <div className="report-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
