import { useLingui } from '@lingui/react/macro'
import type { Source } from '../domain/contracts/air-quality'
import { SIMULATED_SOURCE_NAME as SIMULATED } from '../lib/source-name'

/**
 * Where a reading comes from. Simulated data always carries the visible badge (never
 * presented as measured); the name is added when it says more than the badge does.
 */
export function SourceLabel({ source, linked = false }: { source: Source; linked?: boolean }) {
  const { t } = useLingui()
  const showName = !source.simulated || source.name.trim() !== SIMULATED
  const name =
    linked && source.url ? (
      <a href={source.url} rel="noreferrer" target="_blank">
        {source.name}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </a>
    ) : (
      source.name
    )
  return (
    <span className="source-label">
      {showName && <span>{name}</span>}
      {source.simulated && <span className="badge badge--simulated">{t`Simulated data`}</span>}
    </span>
  )
}
