import { levelFor } from '../../domain/aqi/levels'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import type { AirInView, Hotspot } from '../../domain/map/hotspots'
import { placeNear, type NamedPoint } from '../../domain/map/place-near'
import type { ReadState } from '../../lib/read-state'
import { deviceClock } from '../../lib/time'
import { LevelChip } from '../../ui/level-chip'

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
  if (state === 'loading') return 'Loading the air in view…'
  if (state === 'offline') return 'Offline: the air in view is not known.'
  if (state === 'failed') return 'No data: the air in view could not be loaded.'
  if (air.worst === null) return 'No data for the air in view at this hour.'
  const usAqi = `US AQI ${usAqiWithCategory(air.worst.usAqi)}`
  return air.worst.level === 1
    ? `No hotspots: the air in view is Good at this hour (at worst ${usAqi}).`
    : `No hotspots: no place in view stands out at this hour; the worst is ${levelFor(air.worst.level).name} (${usAqi}).`
}

/** The worst cells and stations in view at the slider's hour; each is outlined on the map. */
export function HotspotsList({ hotspots, air, state, offlineSince, anchor = null, onSelect }: HotspotsListProps) {
  return (
    <section className="card" aria-labelledby="hotspots-heading">
      <h2 id="hotspots-heading" className="card__title">Hotspots in view</h2>
      {offlineSince !== null && (
        <p className="muted small">Offline: from the overlay kept at {deviceClock(offlineSince)}.</p>
      )}
      {hotspots.length === 0 ? (
        <p className="muted" data-testid="no-hotspots">{noHotspotsText(air, state)}</p>
      ) : (
        <ol className="hotspots-list" data-testid="hotspots">
          {hotspots.map((h) => (
            <li key={`${h.kind}:${h.id}`}>
              <button type="button" className="link-button" onClick={() => onSelect(h)}>
                {(h.kind === 'cell' && placeNear(h, anchor)) || h.label}
              </button>
              <span className="hotspots-list__value">
                <LevelChip index={h.level} /> US AQI {usAqiWithCategory(h.usAqi)} · {h.source}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
