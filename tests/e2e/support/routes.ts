import { ROUTE_LOADERS } from '../../../src/routes/route-loaders'

/**
 * Every route the app defines, read from the router (src/routes/route-loaders.ts, plus `/`),
 * so a new page is opened by every test that walks the routes without editing it.
 */
export const ROUTER_ROUTES: readonly string[] = ['/', ...Object.keys(ROUTE_LOADERS).filter((key) => key !== '*').map((key) => `/${key}`)]

/** A path no route matches: the router's `*`, which renders 'Page Not Found'. */
export const UNKNOWN_PATH = '/no-such-page'
