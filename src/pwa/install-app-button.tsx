import { useSyncExternalStore } from 'react'
import Download from 'lucide-react/icons/download'
import Share from 'lucide-react/icons/share'
import { consumeInstallPrompt, pendingInstallPrompt, subscribeInstallPrompt } from './install-prompt'
import './pwa.css'

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

/** iPhone, iPod, or an iPad (which says "Macintosh" but has a touch screen). */
function isIos(): boolean {
  const agent = navigator.userAgent
  return /iphone|ipad|ipod/i.test(agent) || (/macintosh/i.test(agent) && navigator.maxTouchPoints > 1)
}

/**
 * "Install app" when the browser offers installation (`beforeinstallprompt`); on iOS, which
 * has no such offer, a one-line hint: Share → Add to Home Screen. Nothing once installed.
 * The offer is caught at start-up by `captureInstallPrompt()` (src/pwa/start-pwa.ts).
 */
export function InstallAppButton() {
  const offer = useSyncExternalStore(subscribeInstallPrompt, pendingInstallPrompt, () => null)
  if (offer) {
    const install = async () => {
      await offer.prompt()
      await offer.userChoice
      consumeInstallPrompt(offer)
    }
    return (
      <button type="button" className="button button--secondary button--small install-app" onClick={() => void install()}>
        <Download aria-hidden="true" className="icon" />
        Install app
      </button>
    )
  }
  if (isIos() && !isStandalone()) {
    return (
      <p className="install-hint">
        To install AirAhead, tap Share <Share aria-hidden="true" className="install-hint__icon" /> → Add to Home Screen.
      </p>
    )
  }
  return null
}
