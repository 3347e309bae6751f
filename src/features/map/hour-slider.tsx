import { deviceClock } from '../../lib/time'

interface HourSliderProps {
  /** Start of each slider hour, unix s (+0 h first). */
  hours: readonly number[]
  value: number
  onChange: (hourIndex: number) => void
}

/** The forecast hour the overlay and wind show: +0 h (now) to +24 h. */
export function HourSlider({ hours, value, onChange }: HourSliderProps) {
  const at = hours[value]
  const label = `${value === 0 ? 'Now' : `+${value} h`}${at === undefined ? '' : ` · ${deviceClock(at)}`}`
  return (
    <div className="hour-slider">
      <label htmlFor="map-hour" className="hour-slider__label">
        Forecast hour <output htmlFor="map-hour" data-testid="map-hour">{label}</output>
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
