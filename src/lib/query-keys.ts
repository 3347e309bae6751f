import type { Coordinates } from '../domain/contracts/air-quality'

/** Every query key of the app. Coordinates are part of the key (spec §7), already rounded. */
export const queryKeys = {
  airQuality: {
    all: ['air-quality'] as const,
    current: ({ lat, lon }: Coordinates) => ['air-quality', 'current', lat, lon] as const,
    forecast: ({ lat, lon }: Coordinates) => ['air-quality', 'forecast', lat, lon] as const,
    forecastPremium: ({ lat, lon }: Coordinates) => ['air-quality', 'forecast-premium', lat, lon] as const,
  },
  account: {
    currentUser: ['auth', 'user'] as const,
  },
  alerts: {
    all: ['alerts'] as const,
    settings: ['alerts', 'settings'] as const,
    places: ['alerts', 'places'] as const,
    log: ['alerts', 'log'] as const,
  },
}
