/** Bundles every Netlify Function into `.netlify/airahead-functions` (skipped when unchanged); resolves with the directory. */
export function bundleFunctions(root: string, log?: (line: string) => void): Promise<string>

export interface LocalServer {
  url: string
  close(): Promise<void>
}

/** Serves the publish directory and the bundled functions as a deploy does. */
export function startLocalServer(options: { root: string; bundleDir: string; port: number }): Promise<LocalServer>

/** A function's route, as Netlify reads its module's `config`. */
export interface FunctionRoute {
  name: string
  patterns: string[][] | null
  methods: string[] | null
  background: boolean
  scheduled: boolean
  handler: (req: Request, context?: unknown) => Promise<Response>
}

export function functionRoute(name: string, module: { default: FunctionRoute['handler']; config?: { path?: string | string[]; method?: string | string[]; schedule?: string } }): FunctionRoute

/** The route a request goes to: by `config.path`, or by name under /.netlify/functions/. */
export function functionFor(routes: readonly FunctionRoute[], method: string, pathname: string): FunctionRoute | undefined
