/** The id of index.html's route preload map (a JSON data block the build writes, never run). */
export const ROUTE_PRELOAD_ID = 'route-preload'

/** Path → the files of its page chunk beyond the app's, as the build writes them into index.html. */
export type RoutePreloadMap = Record<string, string[]>

/**
 * The files of the page at `pathname`, matched as the router matches paths: case-insensitive,
 * an optional trailing slash, anything unknown is the not-found page (`*`); none for `/`
 * (the dashboard comes with the app).
 */
export function routePreloadFiles(routes: RoutePreloadMap, pathname: string): string[] {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (path === '') return []
  return (Object.hasOwn(routes, path) ? routes[path] : routes['*']) ?? []
}

/**
 * Starts fetching the chunk of the page at `pathname` (and its styles) from the route preload
 * map in index.html (scripts/vite-preload-plugin.ts), so it downloads alongside the app
 * instead of after it.
 */
export function preloadRoute(pathname: string): void {
  const data = document.getElementById(ROUTE_PRELOAD_ID)?.textContent
  if (!data) return // `npm run dev` has no map
  for (const href of routePreloadFiles(JSON.parse(data) as RoutePreloadMap, pathname)) {
    const link = document.createElement('link')
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}
