import { NavLink } from '../lib/router'
import Bell from 'lucide-react/icons/bell'
import CircleCheck from 'lucide-react/icons/circle-check'
import History from 'lucide-react/icons/history'
import House from 'lucide-react/icons/house'
import MapIcon from 'lucide-react/icons/map'

const TABS = [
  { to: '/', label: 'Home', Icon: House },
  { to: '/home', label: 'Check', Icon: CircleCheck },
  { to: '/map', label: 'Map', Icon: MapIcon },
  { to: '/history', label: 'History', Icon: History },
  { to: '/alerts', label: 'Alerts', Icon: Bell },
] as const

/** Spec: Home, Map, History, Alerts, and the daily check (/home, decision 260); the current tab is highlighted and marked aria-current="page". */
export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul className="bottom-nav__list">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className="bottom-nav__link">
              <Icon aria-hidden="true" className="icon" />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
