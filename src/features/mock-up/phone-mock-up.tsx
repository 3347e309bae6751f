import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import Bell from 'lucide-react/icons/bell'
import CreditCard from 'lucide-react/icons/credit-card'
import House from 'lucide-react/icons/house'
import MapIcon from 'lucide-react/icons/map'
import { levelText } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'
import { usAqiCategory } from '../../domain/aqi/us-epa'
import { useTranslate } from '../../lib/i18n'

/* Sample data of the design mock-up (docs/product.md §Screens /mobile-test). Never a measurement. */
const SAMPLE = { place: 'New York', usAqi: 42, index: 1 } as const

const TABS = [
  { id: 'home', label: 'Home', Icon: House },
  { id: 'alerts', label: 'Alerts', Icon: Bell },
  { id: 'map', label: 'Map', Icon: MapIcon },
  { id: 'pricing', label: 'Pricing', Icon: CreditCard },
] as const
type TabId = (typeof TABS)[number]['id']

function HomePanel() {
  const level = levelText(SAMPLE.index, useTranslate())
  return (
    <>
      <p className="mock__place">{SAMPLE.place}</p>
      <div className="mock__aqi" style={levelStyle(level)}>
        <span className="mock__aqi-number">{SAMPLE.usAqi}</span>
        <span>{level.label}</span>
      </div>
      <p className="small">US AQI · {usAqiCategory(SAMPLE.usAqi)} (sample)</p>
      <p className="small">Air quality is good. A great day to be outside.</p>
    </>
  )
}

function AlertsPanel() {
  return (
    <>
      <p className="mock__heading">SMS alerts</p>
      <p className="small">A text about 2 hours before the air turns Poor.</p>
      <ul className="mock__list small">
        <li>Poor (AQI 4): limit time outdoors</li>
        <li>Very Poor (AQI 5): avoid outdoor activity</li>
      </ul>
    </>
  )
}

function MapPanel() {
  return (
    <>
      <p className="mock__heading">Air quality map</p>
      <p className="small">Interactive map coming soon.</p>
    </>
  )
}

function PricingPanel() {
  return (
    <ul className="mock__list small">
      <li>
        <strong>Free</strong> — $0/month: current air quality, 2-day forecast
      </li>
      <li>
        <strong>Premium</strong> — $5/month: SMS warnings 2 hours ahead, 5-day forecast, 7-day free trial
      </li>
    </ul>
  )
}

const PANELS: Record<TabId, () => ReactNode> = { home: HomePanel, alerts: AlertsPanel, map: MapPanel, pricing: PricingPanel }

/**
 * A phone-sized picture of the app with its four tabs (WAI-ARIA tabs: arrow keys, Home and
 * End move between tabs). Static: no data is fetched, and it says so.
 */
export function PhoneMockUp() {
  const baseId = useId()
  const [selected, setSelected] = useState<TabId>('home')
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())
  const Panel = PANELS[selected]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected)
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : null
    if (next === null) return
    event.preventDefault()
    const tab = TABS[next]
    if (!tab) return
    setSelected(tab.id)
    tabRefs.current.get(tab.id)?.focus()
  }

  return (
    <figure className="mock">
      <div className="mock__screen">
        <p className="mock__app-name">AirAhead</p>
        <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${selected}`} className="mock__panel" tabIndex={0}>
          <Panel />
        </div>
        <div role="tablist" aria-label="Mock-up screens" className="mock__tabs" onKeyDown={onKeyDown}>
          {TABS.map(({ id, label, Icon }) => (
            <button
              key={id}
              ref={(node) => {
                if (node) tabRefs.current.set(id, node)
                else tabRefs.current.delete(id)
              }}
              id={`${baseId}-${id}`}
              type="button"
              role="tab"
              aria-selected={id === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={id === selected ? 0 : -1}
              className="mock__tab"
              onClick={() => setSelected(id)}
            >
              <Icon aria-hidden="true" className="icon" />
              {label}
            </button>
          ))}
        </div>
      </div>
      <figcaption className="muted small">Design mock-up with sample data (US AQI 42, New York): not a reading.</figcaption>
    </figure>
  )
}
