import { Trans, useLingui } from '@lingui/react/macro'
import Settings from 'lucide-react/icons/settings'

/**
 * The header of the two home screens, `/` and `/home` (decision 260): the product's name, the
 * spec's tagline and the settings gear, the same on both.
 */
export function AppHeader({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useLingui()
  return (
    <header className="app-header">
      <div>
        <h1 className="app-header__title">AirAhead</h1>
        <p className="app-header__tagline">
          <Trans>2-Hour Air Quality Predictions</Trans>
        </p>
      </div>
      <button type="button" className="icon-button" aria-label={t`Settings`} aria-haspopup="dialog" onClick={onOpenSettings}>
        <Settings aria-hidden="true" className="icon" />
      </button>
    </header>
  )
}
