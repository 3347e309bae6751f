import { Trans, useLingui } from '@lingui/react/macro'
import { deviceClock } from '../../lib/time'

interface HourSliderProps {
  /** Start of each slider hour, unix s (+0 h first). */
  hours: readonly number[]
  value: number
  onChange: (hourIndex: number) => void
}

/** The forecast hour the overlay and wind show: +0 h (now) to +24 h. */
export function HourSlider({ hours, value, onChange }: HourSliderProps) {
  const { t } = useLingui()
  const at = hours[value]
  const ahead = value
  const hour = value === 0 ? t({ message: 'Now', comment: 'The forecast hour of the map: the present' }) : t({ message: `+${ahead} h`, comment: 'A forecast hour, hours from now' })
  const label = `${hour}${at === undefined ? '' : ` · ${deviceClock(at)}`}`
  return (
    <div className="hour-slider">
      <label htmlFor="map-hour" className="hour-slider__label">
        <Trans>Forecast hour</Trans> <output htmlFor="map-hour" data-testid="map-hour">{label}</output>
      </label>
      <input
        id="map-hour"
        type="range"
        min={0}
        max={Math.max(0, hours.length - 1)}
        step={1}
        value={value}
        aria-valuetext={label}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  )
}
