import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { describeRequestError } from '../../lib/api'
import { toast } from '../../ui/toast/toast-store'
import { replaceCurrentUser } from './api/account-cache'
import { deleteAccount } from './api/delete-account'
import { openBillingPortal } from './api/open-billing-portal'
import { signOut } from './api/sign-out'

const failed = (title: string) => (error: Error) =>
  toast({ title, description: describeRequestError(error), variant: 'destructive' })

/** 'Manage billing': the Stripe Billing Portal (cancel, change card, invoices) in place of this page. */
export function ManageBillingButton() {
  const { t } = useLingui()
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: failed(t`Could not open billing`),
  })
  // Stays busy after success: the page is being replaced by Stripe's.
  const busy = portal.isPending || portal.isSuccess
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => portal.mutate()}>
      {busy ? t`Opening billing…` : t`Manage billing`}
    </button>
  )
}

export function SignOutButton() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const logout = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await replaceCurrentUser(queryClient, null)
      toast({ title: t`Signed out`, description: t`Sign in again with your phone number at any time.` })
    },
    onError: failed(t`Could not sign out`),
  })
  return (
    <button type="button" className="button button--secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? t`Signing out…` : t`Sign out`}
    </button>
  )
}

/** 'Delete account', behind a second, explicit confirmation. */
export function DeleteAccount() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteAccount(),
    onSuccess: async ({ message }) => {
      await replaceCurrentUser(queryClient, null)
      toast({ title: t`Account deleted`, description: message })
    },
    onError: failed(t`Could not delete your account`),
  })

  if (!confirming) {
    return (
      <button type="button" className="button button--ghost button--danger" onClick={() => setConfirming(true)}>
        <Trans>Delete account</Trans>
      </button>
    )
  }
  return (
    <div className="account__confirm" role="group" aria-labelledby="delete-account-title">
      <p id="delete-account-title">
        <strong>
          <Trans>Delete your account?</Trans>
        </strong>
      </p>
      <p className="small">
        <Trans>
          Your phone number, saved places, alert settings and history are removed from AirAhead for good. This cannot be
          undone.
        </Trans>
      </p>
      <div className="account__buttons">
        <button type="button" className="button button--danger-solid" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {remove.isPending ? t`Deleting…` : t`Delete permanently`}
        </button>
        <button type="button" className="button button--ghost" disabled={remove.isPending} onClick={() => setConfirming(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  )
}
