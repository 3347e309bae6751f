import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import X from 'lucide-react/icons/x'
import { APP_LOCALES, LOCALE_NAMES, type AppLocale } from '../../domain/i18n/locales'
import { chooseLocale } from '../../lib/i18n'
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
  const { t, i18n } = useLingui()
  // The language being loaded: chosen at once on screen, while its catalog arrives.
  const [choosing, setChoosing] = useState<AppLocale | null>(null)
  const choose = (locale: AppLocale) => {
    setChoosing(locale)
    void chooseLocale(locale).finally(() => setChoosing(null))
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog__header">
        <h2 id={titleId}>
          <Trans>Settings</Trans>
        </h2>
        <button type="button" className="icon-button" aria-label={t`Close settings`} onClick={onClose}>
          <X aria-hidden="true" className="icon" />
        </button>
      </div>
      <fieldset className="radio-group">
        <legend>
          <Trans>Health profile</Trans>
        </legend>
        <p className="muted small">
          <Trans>
            Health advice for this group is highlighted on the dashboard. With Premium it is also who your alerts are for, on every device.
          </Trans>
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
            {i18n._(HEALTH_PROFILE_LABELS[value])}
          </label>
        ))}
      </fieldset>
      {/* Each language named in itself; until one is chosen, the device's is the one selected (decision 280). */}
      <fieldset className="radio-group">
        <legend>
          <Trans comment="Settings: the language the app is shown in">Language</Trans>
        </legend>
        {APP_LOCALES.map((locale) => (
          <label key={locale} className="radio-group__option" lang={locale}>
            <input
              type="radio"
              name="app-locale"
              value={locale}
              checked={(choosing ?? i18n.locale) === locale}
              onChange={() => choose(locale)}
            />
            {LOCALE_NAMES[locale]}
          </label>
        ))}
      </fieldset>
      {children}
      <div className="dialog__footer">
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans comment="Closes the settings sheet">Done</Trans>
        </button>
      </div>
    </dialog>
  )
}
