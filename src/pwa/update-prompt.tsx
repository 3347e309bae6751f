import { useState } from 'react'
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { createRoot } from 'react-dom/client'
import { i18n } from '../lib/i18n'
import './pwa.css'

let shown = false

/**
 * Shows "A new version is available" with Reload, once per page. It lives in its own small
 * React root, outside the router, so it shows over whatever screen is open.
 */
export function showUpdatePrompt(onReload: () => Promise<void>): void {
  if (shown) return
  shown = true
  const host = document.createElement('div')
  // A live region that exists before its text, so screen readers announce the prompt.
  host.setAttribute('role', 'status')
  host.className = 'update-prompt-host'
  document.body.append(host)
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt onReload={onReload} />
    </I18nProvider>,
  )
}

function UpdatePrompt({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useLingui()
  const [reloading, setReloading] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null
  return (
    <div className="update-prompt">
      <p className="update-prompt__text">
        <Trans>A new version is available</Trans>
      </p>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          void onReload()
        }}
      >
        {reloading ? t`Updating…` : t`Reload`}
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => setDismissed(true)}>
        <Trans comment="Button: not now">Later</Trans>
      </button>
    </div>
  )
}
