import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { NavLink } from '../lib/router'
import Bell from 'lucide-react/icons/bell'
import CircleCheck from 'lucide-react/icons/circle-check'
import History from 'lucide-react/icons/history'
import House from 'lucide-react/icons/house'
import MapIcon from 'lucide-react/icons/map'

const TABS = [
  { to: '/', label: msg`Home`, Icon: House },
  { to: '/home', label: msg`Check`, Icon: CircleCheck },
  { to: '/map', label: msg`Map`, Icon: MapIcon },
  { to: '/history', label: msg`History`, Icon: History },
  { to: '/alerts', label: msg`Alerts`, Icon: Bell },
] as const

/** Spec: Home, Map, History, Alerts, and the daily check (/home, decision 260); the current tab is highlighted and marked aria-current="page". */
export function BottomNav() {
  const { _ } = useLingui()
  return (
    <nav className="bottom-nav" aria-label={_(msg`Main`)}>
      <ul className="bottom-nav__list">
        {TABS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className="bottom-nav__link">
              <Icon aria-hidden="true" className="icon" />
              <span>{_(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
