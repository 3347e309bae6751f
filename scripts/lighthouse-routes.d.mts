export type Targets = { performance: number; accessibility: number; 'best-practices': number; seo: number }
export const DEFAULT_TARGETS: Targets
export const PERFORMANCE_BY_ROUTE: Record<string, number>
export const KEY_ROUTES: string[]
export function routerPaths(source: string): string[]
export function allRoutes(routeLoadersFile: string): string[]
export function targetsFor(route: string): Targets
export const PERFORMANCE_NOT_YET_GATED: Record<string, string>
export function gatesPerformance(route: string): boolean
