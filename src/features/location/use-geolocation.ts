import { useEffect, useState } from 'react'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { geolocationErrorText } from './geolocation-error'

/** Spec §1: used whenever the device's position is unavailable. */
export const DEMO_LOCATION = { name: 'New York City', lat: 40.7128, lon: -74.006 } as const

/** Spec §9: high accuracy, 15 s timeout, a cached position up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
}

export type LocationState =
  | { status: 'locating'; coords: null }
  | { status: 'gps'; coords: Coordinates; accuracyMetres: number }
  | { status: 'demo'; coords: Coordinates; reason: string }

function demo(reason: string): LocationState {
  return { status: 'demo', coords: { lat: DEMO_LOCATION.lat, lon: DEMO_LOCATION.lon }, reason }
}

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
}

/** The device's position once per page load; the demo location on any error. */
export function useGeolocation(): LocationState {
  const [state, setState] = useState<LocationState>(() =>
    hasGeolocation() ? { status: 'locating', coords: null } : demo(geolocationErrorText('unsupported')),
  )

  useEffect(() => {
    if (!hasGeolocation()) return
    let active = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!active) return
        setState({
          status: 'gps',
          coords: { lat: position.coords.latitude, lon: position.coords.longitude },
          accuracyMetres: position.coords.accuracy,
        })
      },
      (error) => {
        if (active) setState(demo(geolocationErrorText(error.code)))
      },
      GEOLOCATION_OPTIONS,
    )
    return () => {
      active = false
    }
  }, [])

  return state
}
