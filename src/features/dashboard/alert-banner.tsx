import { useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import X from 'lucide-react/icons/x'
import { levelFor } from '../../domain/aqi/levels'
import { POOR_INDEX } from '../../domain/forecast/warning'

interface AlertBannerProps {
  /** The current 1-5 index, when known. */
  currentAqi: number | null
  /** The forecast alert sentence, when a poor hour is ahead. */
  forecastText: string | null
}

/**
 * Spec §4: a dismissible red banner when the current index is 4 or more, carrying the
 * forecast alert too; amber when only the forecast is poor. The parent remounts it (key)
 * when the reading changes, so a dismissed banner returns for new news.
 */
export function AlertBanner({ currentAqi, forecastText }: AlertBannerProps) {
  const [dismissed, setDismissed] = useState(false)
  const poorNow = currentAqi !== null && currentAqi >= POOR_INDEX
  if (dismissed || (!poorNow && !forecastText)) return null

  const level = poorNow ? levelFor(currentAqi) : null
  return (
    <section className={`alert-banner ${poorNow ? 'alert-banner--danger' : 'alert-banner--warning'}`} role="alert">
      <TriangleAlert aria-hidden="true" className="icon alert-banner__icon" />
      <div className="alert-banner__body">
        {level && (
          <>
            <p className="alert-banner__title">
              Air quality is {level.name} now ({currentAqi} of 5)
            </p>
            <p>{level.healthAdvice.general}</p>
          </>
        )}
        {forecastText && <p className={level ? undefined : 'alert-banner__title'}>{forecastText}</p>}
      </div>
      <button type="button" className="icon-button icon-button--on-color" aria-label="Dismiss alert" onClick={() => setDismissed(true)}>
        <X aria-hidden="true" className="icon" />
      </button>
    </section>
  )
}
