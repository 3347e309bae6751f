import { Trans } from '@lingui/react/macro'
import type { SmokeRisk } from '../../domain/map/smoke'

/** Plain notes when the wind carries a fire's smoke toward a watched place (decision 188). */
export function SmokeNotes({ risks }: { risks: ReadonlyArray<SmokeRisk<{ lat: number; lon: number; name: string }>> }) {
  if (risks.length === 0) return null
  return (
    <section className="card smoke-notes" aria-labelledby="smoke-heading">
      <h2 id="smoke-heading" className="card__title">
        <Trans>Smoke</Trans>
      </h2>
      <ul>
        {risks.map((r) => {
          const km = Math.round(r.distanceKm)
          const place = r.place.name
          const hours = Math.max(1, Math.round(r.travelHours))
          return (
            <li key={r.place.name}>
              <Trans>
                Smoke may be coming from here: a fire {km} km away is upwind of {place}; at this wind it would take about {hours} h to
                arrive.
              </Trans>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
