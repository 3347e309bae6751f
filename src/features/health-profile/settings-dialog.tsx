import { useEffect, useId, useRef, type ReactNode } from 'react'
import X from 'lucide-react/icons/x'
import { HEALTH_PROFILES, HEALTH_PROFILE_LABELS, type HealthProfile } from './health-profile'

interface SettingsDialogProps {
  open: boolean
  onClose: () => void
  profile: HealthProfile
  onProfileChange: (profile: HealthProfile) => void
  /** More sections under the health profile (the account section, composed by the route). */
  children?: ReactNode
}

/**
 * The dashboard's settings, in a native modal <dialog>: it traps focus, closes on Escape
 * and gives focus back to the button that opened it.
 */
export function SettingsDialog({ open, onClose, profile, onProfileChange, children }: SettingsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog__header">
        <h2 id={titleId}>Settings</h2>
        <button type="button" className="icon-button" aria-label="Close settings" onClick={onClose}>
          <X aria-hidden="true" className="icon" />
        </button>
      </div>
      <fieldset className="radio-group">
        <legend>Health profile</legend>
        <p className="muted small">
          Health advice for this group is highlighted on the dashboard. With Premium it is also who your alerts are for, on every device.
        </p>
        {HEALTH_PROFILES.map((value) => (
          <label key={value} className="radio-group__option">
            <input
              type="radio"
              name="health-profile"
              value={value}
              checked={profile === value}
              onChange={() => onProfileChange(value)}
            />
            {HEALTH_PROFILE_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {children}
      <div className="dialog__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </dialog>
  )
}
