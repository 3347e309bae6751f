import type { Hotspot } from '../../domain/map/hotspots'
import { LevelChip } from '../../ui/level-chip'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'

interface HotspotsListProps {
  hotspots: readonly Hotspot[]
  onSelect: (hotspot: Hotspot) => void
}

/** The worst cells and stations in view at the slider's hour; each is outlined on the map. */
export function HotspotsList({ hotspots, onSelect }: HotspotsListProps) {
  return (
    <section className="card" aria-labelledby="hotspots-heading">
      <h2 id="hotspots-heading" className="card__title">Hotspots in view</h2>
      {hotspots.length === 0 ? (
        <p className="muted">No hotspots: the air in view is Good at this hour.</p>
      ) : (
        <ol className="hotspots-list" data-testid="hotspots">
          {hotspots.map((h) => (
            <li key={`${h.kind}:${h.id}`}>
              <button type="button" className="link-button" onClick={() => onSelect(h)}>
                {h.label}
              </button>
              <span className="hotspots-list__value">
                <LevelChip index={h.level} /> US AQI {usAqiWithCategory(h.usAqi)} · {h.kind === 'station' ? 'measured' : h.measuredNearby ? 'measured nearby' : 'model estimate'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
