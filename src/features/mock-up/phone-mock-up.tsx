import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import Bell from 'lucide-react/icons/bell'
import CreditCard from 'lucide-react/icons/credit-card'
import House from 'lucide-react/icons/house'
import MapIcon from 'lucide-react/icons/map'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { formatUsd } from '../../lib/format-usd'
import { levelStyle } from '../../ui/level-style'
import { usAqiCategoryName } from '../../domain/aqi/us-epa'
import { useTranslate } from '../../lib/i18n'

/* Sample data of the design mock-up (docs/product.md §Screens /mobile-test). Never a measurement. */
const SAMPLE = { place: msg`New York`, usAqi: 42, index: 1 } as const

const TABS = [
  { id: 'home', label: msg`Home`, Icon: House },
  { id: 'alerts', label: msg`Alerts`, Icon: Bell },
  { id: 'map', label: msg`Map`, Icon: MapIcon },
  { id: 'pricing', label: msg`Pricing`, Icon: CreditCard },
] as const
type TabId = (typeof TABS)[number]['id']

function HomePanel() {
  const { i18n } = useLingui()
  const _ = useTranslate()
  const level = levelText(SAMPLE.index, _)
  const category = usAqiCategoryName(SAMPLE.usAqi, _)
  return (
    <>
      <p className="mock__place">{i18n._(SAMPLE.place)}</p>
      <div className="mock__aqi" style={levelStyle(level)}>
        <span className="mock__aqi-number">{SAMPLE.usAqi}</span>
        <span>{level.label}</span>
      </div>
      <p className="small">
        <Trans>US AQI · {category} (sample)</Trans>
      </p>
      <p className="small">
        <Trans>Air quality is good. A great day to be outside.</Trans>
      </p>
    </>
  )
}

function AlertsPanel() {
  return (
    <>
      <p className="mock__heading">
        <Trans>SMS alerts</Trans>
      </p>
      <p className="small">
        <Trans>A text about 2 hours before the air turns Poor.</Trans>
      </p>
      <ul className="mock__list small">
        <li>
          <Trans>Poor (AQI 4): limit time outdoors</Trans>
        </li>
        <li>
          <Trans>Very Poor (AQI 5): avoid outdoor activity</Trans>
        </li>
      </ul>
    </>
  )
}

function MapPanel() {
  return (
    <>
      <p className="mock__heading">
        <Trans>Air quality map</Trans>
      </p>
      <p className="small">
        <Trans>Interactive map coming soon.</Trans>
      </p>
    </>
  )
}

function PricingPanel() {
  const free = formatUsd(0)
  const premium = formatUsd(5)
  return (
    <ul className="mock__list small">
      <li>
        <Trans comment="free: a monthly amount in US dollars">
          <strong>Free</strong> — {free}/month: current air quality, 2-day forecast
        </Trans>
      </li>
      <li>
        <Trans comment="premium: a monthly amount in US dollars">
          <strong>Premium</strong> — {premium}/month: SMS warnings 2 hours ahead, 5-day forecast, 7-day free trial
        </Trans>
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
  const { t, i18n } = useLingui()
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
        <div role="tablist" aria-label={t`Mock-up screens`} className="mock__tabs" onKeyDown={onKeyDown}>
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
              {i18n._(label)}
            </button>
          ))}
        </div>
      </div>
      <figcaption className="muted small">
        <Trans>Design mock-up with sample data (US AQI 42, New York): not a reading.</Trans>
      </figcaption>
    </figure>
  )
}
