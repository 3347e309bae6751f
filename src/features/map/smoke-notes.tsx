import type { SmokeRisk } from '../../domain/map/smoke'

/** Plain notes when the wind carries a fire's smoke toward a watched place (decision 188). */
export function SmokeNotes({ risks }: { risks: ReadonlyArray<SmokeRisk<{ lat: number; lon: number; name: string }>> }) {
  if (risks.length === 0) return null
  return (
    <section className="card smoke-notes" aria-labelledby="smoke-heading">
      <h2 id="smoke-heading" className="card__title">Smoke</h2>
      <ul>
        {risks.map((r) => (
          <li key={r.place.name}>
            Smoke may be coming from here: a fire {Math.round(r.distanceKm)} km away is upwind of {r.place.name}; at this wind it would take
            about {Math.max(1, Math.round(r.travelHours))} h to arrive.
          </li>
        ))}
      </ul>
    </section>
  )
}
