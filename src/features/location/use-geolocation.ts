import { useEffect, useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { i18n } from '../../lib/i18n'
import { geolocationErrorText } from './geolocation-error'

/** docs/product.md §Purpose: used whenever the device's position is unavailable. */
export const DEMO_LOCATION = { name: 'New York City', lat: 40.7128, lon: -74.006 } as const

/** The demo location's name in the app's language ("Nueva York"): what screens and pushes show. */
export function demoPlaceName(): string {
  return i18n._(msg({ message: 'New York City', comment: 'The example place shown when the position is not shared' }))
}

/** docs/product.md §Limits: high accuracy, 15 s timeout, a cached position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
}

export type LocationState =
  | { status: 'locating'; coords: null }
  | { status: 'gps'; coords: Coordinates; accuracyMetres: number }
  | {
      status: 'demo'
      coords: Coordinates
      reason: string
      /** Asks the browser for the position (a user gesture, so the permission prompt may show). */
      ask?: () => void
    }

function demo(reason: string, ask?: () => void): LocationState {
  return { status: 'demo', coords: { lat: DEMO_LOCATION.lat, lon: DEMO_LOCATION.lon }, reason, ...(ask ? { ask } : {}) }
}

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
}

/** Shown while the browser has not been allowed to share the position yet. */
export const NOT_SHARED_TEXT = msg`Showing New York City until you share your location.`
/** Shown when a position request made on load gets no answer (an unanswered prompt). */
export const STILL_WAITING_TEXT = msg`Still waiting for your location. Showing New York City meanwhile.`
/** How long a request made on load may go unanswered before the demo location is shown. */
export const LOCATING_FALLBACK_MS = 20_000

/** The permission's state, or null when the browser cannot say (no Permissions API). */
async function permissionState(): Promise<PermissionState | null> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? null
  } catch {
    return null
  }
}

/**
 * The device's position, asked for on load only when the browser already allows it (asking
 * a first-time visitor on load is bad practice: Lighthouse, Chrome's console); otherwise the
 * demo location, with `ask` for a "Use my location" button. The demo location on any error.
 */
export function useGeolocation(): LocationState {
  const [state, setState] = useState<LocationState>(() =>
    hasGeolocation() ? { status: 'locating', coords: null } : demo(geolocationErrorText('unsupported')),
  )

  useEffect(() => {
    if (!hasGeolocation()) return
    let active = true
    let fallback: ReturnType<typeof setTimeout> | undefined
    const locate = () => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          clearTimeout(fallback)
          if (!active) return
          setState({
            status: 'gps',
            coords: { lat: position.coords.latitude, lon: position.coords.longitude },
            accuracyMetres: position.coords.accuracy,
          })
        },
        (error) => {
          clearTimeout(fallback)
          if (active) setState(demo(geolocationErrorText(error.code)))
        },
        GEOLOCATION_OPTIONS,
      )
    }
    void permissionState().then((permission) => {
      if (!active) return
      if (permission === 'denied') setState(demo(geolocationErrorText(1)))
      else if (permission === 'prompt') setState(demo(i18n._(NOT_SHARED_TEXT), locate))
      else {
        // Granted, or the browser cannot say: ask now, and show the demo location if no
        // answer comes (the position still replaces it if it arrives later).
        fallback = setTimeout(() => {
          if (active) setState((current) => (current.status === 'locating' ? demo(i18n._(STILL_WAITING_TEXT)) : current))
        }, LOCATING_FALLBACK_MS)
        locate()
      }
    })
    return () => {
      active = false
      clearTimeout(fallback)
    }
  }, [])

  return state
}
