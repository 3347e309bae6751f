import { lazy, Suspense, useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import ChevronDown from 'lucide-react/icons/chevron-down'
import type { Pollutant } from '../../domain/aqi/pollutants'
import type { Measurement } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { deviceLocaleStyle } from '../../lib/locale'
import { isoToUnixSeconds } from '../../lib/time'
import { Skeleton } from '../../ui/skeleton'
import { sourceLine } from './measurement-text'
import '../../styles/measurement.css'

/** The list of stations: downloaded the first time a person opens it, not with the dashboard. */
const StationDetail = lazy(() => import('./station-detail').then((m) => ({ default: m.StationDetail })))

export interface MeasurementSourceProps {
  measurement: Measurement
  /** When the answer was made (ISO 8601): a kept copy's stations are older than they say. */
  generatedAt: string
  /** The answer's source is simulated: the line says so too, whatever the stations are. */
  sourceSimulated: boolean
  nowSeconds: number
  /** The place's pinned and excluded stations. */
  choices: StationChoices
  onChoicesChange: (choices: StationChoices) => void
  /** A newer answer (with the changed choices) is on its way. */
  updating: boolean
  /** The member's watched place here, whose texts follow the choices; null when none. */
  watchedName: string | null
  /** The PM2.5 the place shows this hour (the pollutant tile's), µg/m³; null or absent when none. */
  placePm2_5?: number | null
  /** The pollutant that sets the hour's level; absent: PM2.5 (answers from before the field). */
  dominantPollutant?: Pollutant | null
}

/**
 * Where the number comes from, beside the current AQI (issue 14 part 3): "Measured at <station>,
 * 3.2 km, 20 min ago" or "Model estimate (CAMS global, 45 km)". The line opens the stations.
 */
export function MeasurementSource(props: MeasurementSourceProps) {
  const { measurement, generatedAt, nowSeconds } = props
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const detailId = useId()
  const answeredAt = isoToUnixSeconds(generatedAt)
  const sinceAnswerMinutes = answeredAt === null ? 0 : Math.max(0, Math.floor((nowSeconds - answeredAt) / 60))
  const line = sourceLine(measurement, sinceAnswerMinutes, deviceLocaleStyle(), props.dominantPollutant ?? 'pm2_5')
  return (
    <div className={`measurement measurement--${line.measured ? 'measured' : 'model'}`}>
      <button
        type="button"
        className="measurement__line"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((was) => !was)}
      >
        {(line.simulated || props.sourceSimulated) && <span className="badge badge--simulated">
            <Trans comment="Badge: made-up data (local mode)">Simulated</Trans>
          </span>}
        <span className="measurement__text">{line.text}</span>
        <ChevronDown aria-hidden="true" className="icon measurement__chevron" />
      </button>
      <div id={detailId} hidden={!open}>
        {open && (
          <Suspense fallback={<Skeleton height={120} label={t`Loading the stations…`} />}>
            <StationDetail {...props} sinceAnswerMinutes={sinceAnswerMinutes} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
