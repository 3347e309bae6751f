import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import Smartphone from 'lucide-react/icons/smartphone'
import * as z from 'zod/mini'
import { describeRequestError } from '../../lib/api'
import { useStoredValue } from '../../lib/stored-value'
import { browserDevicePush, turnOffPush, turnOnPush, type DevicePush, type PushPlace } from './api/device-push'
import './free-push.css'

/** Which place this device's push is on for, kept on the device so the card can say so offline. */
export const PUSH_ALERT_KEY = 'airahead.push-alert.v1'
const storedPushSchema = z.nullable(z.object({ endpoint: z.string(), name: z.string(), lat: z.number(), lon: z.number() }))

export interface FreePushCardProps {
  /** The places a push can be for: where the person is, and their saved place. The first is chosen at first. */
  places: readonly PushPlace[]
  /** The device's IANA zone: quiet hours follow it; null when the browser gives none. */
  timeZone: string | null
  /** The browser's Push API; a stand-in in tests. */
  device?: DevicePush
}

const samePlace = (a: PushPlace, b: PushPlace) => a.lat === b.lat && a.lon === b.lon && a.name === b.name

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

/**
 * "Free push alerts" (decision 265): one notification on this device when the air at one place
 * turns Poor, or about 2 hours before when the forecast says so; no account, no phone. The
 * job decides it with the texts' own rule, so it says what a text would.
 */
export function FreePushCard({ places, timeZone, device = browserDevicePush }: FreePushCardProps) {
  const { t } = useLingui()
  const [stored, setStored] = useStoredValue(PUSH_ALERT_KEY, storedPushSchema, null)
  const [chosenIndex, setChosenIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const online = useOnline()
  const supported = device.supported()
  const chosen = places[Math.min(chosenIndex, places.length - 1)] ?? null
  const blocked = supported && device.permission() === 'denied'

  // "On" only while the browser still holds that subscription: one it ended (or the site's
  // data cleared) is shown off, so the card never promises a push that cannot come.
  useEffect(() => {
    if (!stored || !supported) return
    let active = true
    device.currentEndpoint().then(
      (endpoint) => {
        if (active && endpoint !== stored.endpoint) setStored(null)
      },
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [stored, supported, device, setStored])

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (cause) {
      setError(describeRequestError(cause))
    } finally {
      setBusy(false)
    }
  }
  const turnOn = () =>
    run(async () => {
      if (!chosen || !timeZone) return
      const permission = device.permission() === 'granted' ? 'granted' : await device.requestPermission()
      if (permission !== 'granted') {
        setError(t`Notifications were not allowed, so nothing was turned on. You can allow them in this browser’s site settings.`)
        return
      }
      const { endpoint } = await turnOnPush(device, chosen, timeZone)
      setStored({ endpoint, ...chosen })
    })
  const turnOff = () =>
    run(async () => {
      if (!stored) return
      await turnOffPush(device, stored.endpoint)
      setStored(null)
    })

  const placeName = chosen?.name ?? t`your place`
  const pushPlace = stored ? stored.name : placeName
  const chosenName = chosen?.name
  return (
    <section className="card free-push" aria-labelledby="free-push-title">
      <div className="free-push__heading">
        <Smartphone aria-hidden="true" className="icon icon--ok" />
        <h2 id="free-push-title" className="card__title">
          <Trans>Free push alerts</Trans>
        </h2>
      </div>
      <p>
        <Trans>
          A notification on this device when the air at {pushPlace} turns Poor, or about 2 hours before when the forecast says it will.
          One per episode, none from 10 PM to 7 AM. Free: no account or phone number.
        </Trans>
      </p>
      {!supported ? (
        <p className="muted small">
          <Trans>
            This browser cannot show push alerts. On an iPhone or iPad, add AirAhead to your Home Screen first, then open it from there.
          </Trans>
        </p>
      ) : blocked ? (
        <p className="muted small">
          <Trans>Notifications are blocked for AirAhead. Allow them in this browser’s site settings to turn push alerts on.</Trans>
        </p>
      ) : stored ? (
        <>
          <p className="free-push__status" role="status">
            <Trans>
              On for <strong>{pushPlace}</strong> on this device.
            </Trans>
          </p>
          <div className="free-push__actions">
            {chosen && !samePlace(chosen, stored) && (
              <button type="button" className="button button--primary button--small" disabled={busy || !online} onClick={() => void turnOn()}>
                <Trans>Move to {chosenName}</Trans>
              </button>
            )}
            <button type="button" className="button button--secondary button--small" disabled={busy || !online} onClick={() => void turnOff()}>
              <Trans>Turn off</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          {places.length > 1 && (
            <fieldset className="free-push__places">
              <legend className="small">
                <Trans>Alert me about</Trans>
              </legend>
              {places.map((place, index) => (
                <label key={`${place.name}:${place.lat},${place.lon}`} className="free-push__place">
                  <input type="radio" name="free-push-place" checked={index === chosenIndex} onChange={() => setChosenIndex(index)} /> {place.name}
                </label>
              ))}
            </fieldset>
          )}
          <div className="free-push__actions">
            <button type="button" className="button button--primary button--small" disabled={busy || !online || !chosen || !timeZone} onClick={() => void turnOn()}>
              {busy ? t`Turning on…` : t`Turn on for ${placeName}`}
            </button>
          </div>
        </>
      )}
      {supported && !online && <p className="muted small">
          <Trans>You’re offline: push alerts can be changed once you’re connected.</Trans>
        </p>}
      {supported && timeZone === null && <p className="muted small">
          <Trans>This browser does not say its time zone, so quiet hours cannot be kept: push alerts stay off.</Trans>
        </p>}
      {error && (
        <p className="field-error small" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
