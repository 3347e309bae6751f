import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { levelNameMessage } from '../../domain/aqi/levels'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import type { AirInView, Hotspot } from '../../domain/map/hotspots'
import { sourceWords } from '../../domain/map/cell-source'
import { placeNear, type NamedPoint } from '../../domain/map/place-near'
import { appTranslate, i18n, useTranslate } from '../../lib/i18n'
import type { ReadState } from '../../lib/read-state'
import { deviceClock } from '../../lib/time'
import { LevelChip } from '../../ui/level-chip'
import { stationName } from '../../lib/station-name'

interface HotspotsListProps {
  hotspots: readonly Hotspot[]
  /** The places in view with a reading at the slider's hour, and the worst of them. */
  air: AirInView
  /** The overlay read: known (perhaps the copy kept offline), loading, offline or failed. */
  state: ReadState
  /** When the overlay shown was kept (unix s), when it is the copy shown offline; else null. */
  offlineSince: number | null
  /** The map centre's town: cells are named from it ("12 km NE of Delhi"), else by coordinates. */
  anchor?: NamedPoint | null
  onSelect: (hotspot: Hotspot) => void
}

/**
 * What the card says when it lists no hotspot. Unknown air is never called Good (issue 24 item
 * 4): offline or failed the overlay is not known; a view with no reading at this hour has no
 * data; an evenly polluted view has no hotspot and says how bad its worst place is.
 */
export function noHotspotsText(air: AirInView, state: ReadState): string {
  if (state === 'loading') return i18n._(msg`Loading the air in view…`)
  if (state === 'offline') return i18n._(msg`Offline: the air in view is not known.`)
  if (state === 'failed') return i18n._(msg`No data: the air in view could not be loaded.`)
  if (air.worst === null) return i18n._(msg`No data for the air in view at this hour.`)
  const value = usAqiWithCategory(air.worst.usAqi, false, appTranslate)
  const usAqi = i18n._(msg({ message: `US AQI ${value}`, comment: '{value}: a US AQI and its EPA category, e.g. "161 · Unhealthy"' }))
  if (air.worst.level === 1) return i18n._(msg`No hotspots: the air in view is Good at this hour (at worst ${usAqi}).`)
  const level = i18n._(levelNameMessage(air.worst.level))
  return i18n._(msg`No hotspots: no place in view stands out at this hour; the worst is ${level} (${usAqi}).`)
}

/** The worst cells and stations in view at the slider's hour; each is outlined on the map. */
export function HotspotsList({ hotspots, air, state, offlineSince, anchor = null, onSelect }: HotspotsListProps) {
  // The words below come from helpers that read the app's language: re-render when it changes.
  useLinguiContext()
  const _ = useTranslate()
  const keptAt = offlineSince === null ? null : deviceClock(offlineSince)
  return (
    <section className="card" aria-labelledby="hotspots-heading">
      <h2 id="hotspots-heading" className="card__title">
        <Trans>Hotspots in view</Trans>
      </h2>
      {keptAt !== null && (
        <p className="muted small">
          <Trans>Offline: from the overlay kept at {keptAt}.</Trans>
        </p>
      )}
      {hotspots.length === 0 ? (
        <p className="muted" data-testid="no-hotspots">{noHotspotsText(air, state)}</p>
      ) : (
        <ol className="hotspots-list" data-testid="hotspots">
          {hotspots.map((h) => (
            <li key={`${h.kind}:${h.id}`}>
              <button type="button" className="link-button" onClick={() => onSelect(h)}>
                {(h.kind === 'cell' && placeNear(h, anchor, _)) || (h.kind === 'station' ? stationName(h.label, h.id.startsWith('simulated:')) : h.label)}
              </button>
              <span className="hotspots-list__value">
                <LevelChip index={h.level} /> <HotspotValue value={usAqiWithCategory(h.usAqi, false, appTranslate)} source={sourceWords(h.source, _)} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** "US AQI 161 · Unhealthy · model estimate". */
function HotspotValue({ value, source }: { value: string; source: string }) {
  return (
    <Trans comment="{value}: a US AQI and its EPA category; {source}: where it comes from, e.g. model estimate">
      US AQI {value} · {source}
    </Trans>
  )
}
