import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { HealthProfile } from '../features/health-profile/health-profile'
import { Skeleton } from '../ui/skeleton'

/** The account section of the settings: downloaded the first time settings open, not with the page. */
const AccountPanel = lazy(() => import('../features/account/account-panel').then((m) => ({ default: m.AccountPanel })))
/** The settings sheet: downloaded the first time it opens, then kept, so it closes as a dialog does (decision 244). */
const SettingsDialog = lazy(() => import('../features/health-profile/settings-dialog').then((m) => ({ default: m.SettingsDialog })))

/**
 * The settings sheet the header's gear opens, on `/` and `/home` alike (decision 260): `open`
 * for the button, `sheet` to render once in the page.
 */
export function useSettingsSheet(profile: HealthProfile, setProfile: (profile: HealthProfile) => void): { open: () => void; sheet: ReactNode } {
  const { t } = useLingui()
  const [isOpen, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  if (isOpen && !opened) setOpened(true)
  const sheet = (opened || isOpen) && (
    <Suspense fallback={null}>
      <SettingsDialog open={isOpen} onClose={() => setOpen(false)} profile={profile} onProfileChange={setProfile}>
        {isOpen && (
          <Suspense fallback={<Skeleton height={120} label={t`Loading your account…`} />}>
            <AccountPanel />
          </Suspense>
        )}
      </SettingsDialog>
    </Suspense>
  )
  return { open: () => setOpen(true), sheet }
}
