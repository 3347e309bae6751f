import type { ComponentType } from 'react'

type RouteModule = Promise<{ Component: ComponentType }>

/**
 * The pages that load on demand, by path (the dashboard, `/`, is bundled with the app; `*`
 * is every other path). Route modules export `Component`; each file is named as its path,
 * which the build's route preload map relies on (scripts/vite-preload-plugin.ts).
 */
export const ROUTE_LOADERS = {
  pricing: () => import('./pricing'),
  subscribe: () => import('./subscribe'),
  'sign-in': () => import('./sign-in'),
  home: () => import('./home'),
  landing: () => import('./landing'),
  screenshots: () => import('./screenshots'),
  'test-welcome-email': () => import('./test-welcome-email'),
  'air-quality-guide': () => import('./air-quality-guide'),
  'location-lookup': () => import('./location-lookup'),
  'location-comparison': () => import('./location-comparison'),
  map: () => import('./map'),
  alerts: () => import('./alerts'),
  setup: () => import('./setup'),
  'mobile-test': () => import('./mobile-test'),
  history: () => import('./history'),
  'weekly-report': () => import('./weekly-report'),
  accuracy: () => import('./accuracy'),
  '*': () => import('./not-found'),
} satisfies Record<string, () => RouteModule>
