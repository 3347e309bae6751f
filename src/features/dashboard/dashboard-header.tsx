import Settings from 'lucide-react/icons/settings'

export function DashboardHeader({ onOpenSettings }: { onOpenSettings: () => void }) {
  return (
    <header className="app-header">
      <div>
        <h1 className="app-header__title">AirAhead</h1>
        <p className="app-header__tagline">Air quality where you stand</p>
      </div>
      <button type="button" className="icon-button" aria-label="Settings" aria-haspopup="dialog" onClick={onOpenSettings}>
        <Settings aria-hidden="true" className="icon" />
      </button>
    </header>
  )
}
