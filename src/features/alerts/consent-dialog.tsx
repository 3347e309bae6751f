import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Dialog from '@radix-ui/react-dialog'
import X from 'lucide-react/icons/x'
import type { AlertSettingsView } from '../../domain/contracts/alerts'
import { describeRequestError } from '../../lib/api'
import { queryKeys } from '../../lib/query-keys'
import { giveAlertConsent } from './api/give-alert-consent'
import { updateAlertSettings } from './api/update-alert-settings'
import { missingDisclosures } from './consent-disclosures'
import { PRIVACY_PATH, SMS_TERMS_PATH } from './sms-terms'

interface ConsentDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: AlertSettingsView
  /** Consent given and alerts switched on: the server's latest view. */
  onEnabled: (view: AlertSettingsView) => void
}

/**
 * The explicit opt-in before the first alert (issue 5, item 2): the server's consent text,
 * the carrier disclosures it leaves out, links to the terms and privacy notice, and
 * 'I agree', which records the consent (the server texts a confirmation) and switches alerts on.
 */
export function ConsentDialog({ open, onOpenChange, settings, onEnabled }: ConsentDialogProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { consentText, preferences } = settings
  const agree = useMutation({
    mutationFn: async () => {
      const consented = await giveAlertConsent(consentText.version)
      queryClient.setQueryData(queryKeys.alerts.settings, consented)
      // The server may switch alerts on with the consent; if not, this does.
      return consented.alertsEnabled ? consented : updateAlertSettings({ alertsEnabled: true })
    },
    onSuccess: async (view) => {
      queryClient.setQueryData(queryKeys.alerts.settings, view)
      onEnabled(view)
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.currentUser })
    },
  })
  const extra = missingDisclosures(consentText.text, preferences.dailyCap)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) agree.reset()
        onOpenChange(next)
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal consent-dialog">
          <div className="dialog__header">
            <Dialog.Title>
              <Trans>Turn on SMS alerts</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label={t`Close`}>
                <X aria-hidden="true" className="icon" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="consent-dialog__text">
              <p>{consentText.text}</p>
              {extra.length > 0 && (
                <ul className="consent-dialog__disclosures">
                  {extra.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </div>
          </Dialog.Description>
          <p className="small">
            <Trans>
              Read the{' '}
              <a href={SMS_TERMS_PATH} target="_blank" rel="noopener">
                SMS terms<span className="visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              and the{' '}
              <a href={PRIVACY_PATH} target="_blank" rel="noopener">
                privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              .
            </Trans>
          </p>
          {agree.isError && (
            <p className="form-error" role="alert">
              {describeRequestError(agree.error)}
            </p>
          )}
          <div className="consent-dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--ghost">
                <Trans>Not now</Trans>
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="button button--primary"
              disabled={agree.isPending}
              aria-busy={agree.isPending}
              onClick={() => agree.mutate()}
            >
              {agree.isPending ? t`Turning alerts on…` : t`I agree`}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
