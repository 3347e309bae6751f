/** Bundles every Netlify Function into `.netlify/airahead-functions` (skipped when unchanged); resolves with the directory. */
export function bundleFunctions(root: string, log?: (line: string) => void): Promise<string>

export interface LocalServer {
  url: string
  close(): Promise<void>
}

/** Serves the publish directory and the bundled functions as a deploy does. */
export function startLocalServer(options: { root: string; bundleDir: string; port: number }): Promise<LocalServer>
