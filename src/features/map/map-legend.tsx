import type { ReactNode } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { AQI_LEVELS, levelText } from '../../domain/aqi/levels'
import { levelStyle } from '../../ui/level-style'
import { MAP_SYMBOLS } from './map-symbols'
import { useTranslate } from '../../lib/i18n'

/** Which symbols the map shows now: the key lists those (issue 25 item 5). */
export interface ShownSymbols {
  here: boolean
  hotspots: boolean
  wind: boolean
  fires: boolean
  stations: boolean
  corrected: boolean
}

const SYMBOLS: { key: keyof ShownSymbols; label: MessageDescriptor; swatch: ReactNode }[] = [
  { key: 'here', label: msg`You are here`, swatch: <circle cx="8" cy="8" r="5" fill={MAP_SYMBOLS.here} stroke="#ffffff" strokeWidth="2" /> },
  { key: 'hotspots', label: msg`Hotspot (outlined square)`, swatch: <rect x="2" y="2" width="12" height="12" fill="none" stroke={MAP_SYMBOLS.hotspot} strokeWidth="2.5" /> },
  {
    key: 'wind',
    label: msg`Wind: the line points where the air goes`,
    swatch: <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke={MAP_SYMBOLS.wind} strokeWidth="2" />,
  },
  { key: 'fires', label: msg`Fire seen by satellite`, swatch: <circle cx="8" cy="8" r="5" fill={MAP_SYMBOLS.fire} stroke={MAP_SYMBOLS.fireRing} strokeWidth="2" /> },
  { key: 'stations', label: msg`Monitoring station, in its level’s colour`, swatch: <circle cx="8" cy="8" r="5.5" fill="#9ca3af" stroke={MAP_SYMBOLS.stationRing} strokeWidth="2" /> },
  { key: 'corrected', label: msg`Low-cost sensor, corrected`, swatch: <circle cx="8" cy="8" r="5.5" fill="#9ca3af" stroke={MAP_SYMBOLS.correctedRing} strokeWidth="2" /> },
]

/**
 * The map's key: the five levels' colours (the same as every screen, each named), then each
 * symbol the map shows now: you are here, hotspots, wind, fires, stations (issue 25 item 5).
 */
export function MapLegend({ shown }: { shown?: ShownSymbols }) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const symbols = shown ? SYMBOLS.filter((symbol) => shown[symbol.key]) : []
  return (
    <div className="map-key">
      <ul className="map-legend" aria-label={t`Colour key`}>
        {AQI_LEVELS.map((level) => (
          <li key={level.index} className="map-legend__item" style={levelStyle(level)}>
            {levelText(level.index, _).label}
          </li>
        ))}
      </ul>
      {symbols.length > 0 && (
        <ul className="map-symbols" aria-label={t`Symbol key`}>
          {symbols.map(({ key, label, swatch }) => (
            <li key={key} className="map-symbols__item">
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                {swatch}
              </svg>
              {i18n._(label)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
