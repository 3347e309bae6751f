import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react'

/*
 * The app's router (decision 244): the few parts of a declarative router it uses — a browser
 * and a memory history, links, the location and navigation — in ~1 KB gzip instead of
 * react-router's 13 KB in the dashboard's first load. Paths are flat ('/pricing'), matched as
 * src/app.tsx says; a location's `state` is kept in `history.state.usr`, as react-router keeps it,
 * so a reload keeps it too. Navigations are transitions, so a lazy page keeps the page before
 * on screen until it is ready instead of flashing its fallback.
 */

export interface Location {
  pathname: string
  search: string
  hash: string
  /** What the link or navigation that made this entry carried (`state`), or null. */
  state: unknown
  key: string
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

export type Navigate = (to: string, options?: NavigateOptions) => void

interface Router {
  location: Location
  navigate: Navigate
}

const RouterContext = createContext<Router | null>(null)

function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useLocation, useNavigate and Link need a BrowserRouter or MemoryRouter above them')
  return router
}

/** The location a `to` names, seen from `base` (a path, a path with ?search and #hash, or relative). */
function locationOf(to: string, state: unknown, key: string, base = 'http://localhost/'): Location {
  const url = new URL(to, base)
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key }
}

let keys = 0
const nextKey = () => (++keys).toString(36)

function browserLocation(): Location {
  const entry = window.history.state as { usr?: unknown; key?: string } | null
  return locationOf(window.location.href, entry?.usr, entry?.key ?? 'default', window.location.href)
}

/** The app's router over the browser's history: back and forward move between its entries. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation)
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation()))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const key = nextKey()
    const next = locationOf(to, options.state, key, window.location.href)
    const entry = { usr: options.state ?? null, key }
    const href = `${next.pathname}${next.search}${next.hash}`
    if (options.replace) window.history.replaceState(entry, '', href)
    else window.history.pushState(entry, '', href)
    startTransition(() => setLocation(next))
  }, [])
  const router = useMemo(() => ({ location, navigate }), [location, navigate])
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
}

/** A router in memory (tests, and rendering a page on its own): starts at `initialEntries`' last. */
export function MemoryRouter({ children, initialEntries = ['/'] }: { children: ReactNode; initialEntries?: readonly string[] }) {
  const [location, setLocation] = useState(() => locationOf(initialEntries.at(-1) ?? '/', null, 'default'))
  const navigate = useCallback<Navigate>((to, options = {}) => {
    setLocation((current) => locationOf(to, options.state, nextKey(), `http://localhost${current.pathname}${current.search}`))
  }, [])
  const router = useMemo(() => ({ location, navigate }), [location, navigate])
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
}

export function useLocation(): Location {
  return useRouter().location
}

export function useNavigate(): Navigate {
  return useRouter().navigate
}

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
  state?: unknown
}

/** Whether a click on a link is the app's to handle: a plain left click that opens here. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self')
}

/** A link within the app: a real `<a href>`, which a plain click follows without a page load. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!isPlainClick(event, target)) return
    event.preventDefault()
    navigate(to, { replace, state })
  }
  return <a href={to} target={target} onClick={handleClick} {...rest} />
}

/** A link that says when it is the page shown (`aria-current="page"`); `end`: only that path, not below it. */
export function NavLink({ to, end = false, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation()
  const path = new URL(to, 'http://localhost/').pathname
  const current = pathname === path || (!end && path !== '/' && pathname.startsWith(`${path}/`))
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />
}
