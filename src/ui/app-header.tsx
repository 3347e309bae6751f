import Settings from 'lucide-react/icons/settings'

/**
 * The header of the two home screens, `/` and `/home` (decision 260): the product's name, the
 * spec's tagline and the settings gear, the same on both.
 */
export function AppHeader({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <header className="app-header">
      <div>
        <h1 className="app-header__title">AirAhead</h1>
        <p className="app-header__tagline">2-Hour Air Quality Predictions</p>
      </div>
      <button type="button" className="icon-button" aria-label="Settings" aria-haspopup="dialog" onClick={onOpenSettings}>
        <Settings aria-hidden="true" className="icon" />
      </button>
    </header>
  )
}
