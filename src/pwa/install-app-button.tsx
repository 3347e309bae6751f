import { useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import Download from 'lucide-react/icons/download'
import Share from 'lucide-react/icons/share'
import { installBarMayShow } from '../domain/prompts/prompt-timing'
import { useStoredValue } from '../lib/stored-value'
import { consumeInstallPrompt, isIos, isStandalone, pendingInstallPrompt, subscribeInstallPrompt } from './install-prompt'
import './pwa.css'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** When the person last said "Not now" (unix s), kept on the device. */
export const INSTALL_DISMISSED_KEY = 'airahead.install-dismissed-at.v1'
const dismissedAtSchema = z.nullable(z.number())

/**
 * "Install app" when the browser offers installation (`beforeinstallprompt`); on iOS, which
 * has no such offer, a one-line hint: Share → Add to Home Screen. Nothing once installed.
 * A bar fixed above the bottom navigation, so its late arrival moves nothing on the page;
 * "Not now" hides it for 30 days on this device (decision 182). The offer is caught at start-up by
 * `captureInstallPrompt()` (src/pwa/start-pwa.ts).
 */
export function InstallAppButton() {
  const { t } = useLingui()
  const offer = useSyncExternalStore(subscribeInstallPrompt, pendingInstallPrompt, () => null)
  const [dismissedAt, setDismissedAt] = useStoredValue(INSTALL_DISMISSED_KEY, dismissedAtSchema, null)
  const ios = !offer && isIos() && !isStandalone()
  if (!installBarMayShow(dismissedAt, nowSeconds()) || (!offer && !ios)) return null

  const install = async () => {
    if (!offer) return
    await offer.prompt()
    await offer.userChoice
    consumeInstallPrompt(offer)
  }
  return (
    <div className="update-prompt-host install-bar-host" role="region" aria-label={t`Install AirAhead`}>
      <div className="update-prompt">
        {offer ? (
          <>
            <p className="update-prompt__text">
              <Trans>Add AirAhead to your home screen</Trans>
            </p>
            <button type="button" className="button button--primary button--small install-app" onClick={() => void install()}>
              <Download aria-hidden="true" className="icon" />
              <Trans>Install app</Trans>
            </button>
          </>
        ) : (
          <p className="update-prompt__text">
            <Trans>
              To install AirAhead, tap Share <Share aria-hidden="true" className="install-hint__icon" /> → Add to Home Screen.
            </Trans>
          </p>
        )}
        <button type="button" className="button button--ghost button--small" onClick={() => setDismissedAt(nowSeconds())}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </div>
  )
}
