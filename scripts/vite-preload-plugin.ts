import { readFileSync } from 'node:fs'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { ROUTE_PRELOAD_ID, type RoutePreloadMap } from '../src/lib/route-preload.ts'

// Rolldown's types through Vite, which bundles with it (rolldown is Vite's dependency, not ours).
type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * What a first load fetches, listed in index.html so the browser starts at once (decision 012):
 *
 * - **The app.** src/main.tsx paints the boot shell, then imports src/boot.tsx. Left alone,
 *   the app's chunks would only be fetched once main.tsx has run; instead each gets a
 *   `modulepreload` (low priority: the styles the boot shell waits for come first) and their
 *   CSS a stylesheet link (Vite's preload helper finds these and does not add them again).
 * - **The page.** Every page but the dashboard is a lazy chunk (src/routes/route-loaders.ts),
 *   fetched only when the app renders its route. A JSON block maps each path to its chunk's
 *   files beyond the app's, and src/main.tsx preloads the current path's at once.
 */
export function preloadAppAndRoute(options = { boot: 'src/boot.tsx', routes: 'src/routes/route-loaders.ts' }): Plugin {
  return {
    name: 'airahead-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const boot = chunkOf(bundle, options.boot)
        const loaded = new Set([chunk.fileName, ...chunk.imports])
        const app = staticClosure(bundle, boot).filter((file) => !loaded.has(file))
        const appFiles = new Set([...loaded, ...app])
        const routes: RoutePreloadMap = {}
        for (const [path, file] of routeFiles(options.routes)) {
          const route = chunkOf(bundle, `src/routes/${file}.tsx`)
          const own = staticClosure(bundle, route).filter((name) => !appFiles.has(name))
          routes[path] = [...cssOf(bundle, own), ...own].map((name) => `/${name}`)
        }
        const tags: HtmlTagDescriptor[] = [
          ...cssOf(bundle, app).map((href) => link({ rel: 'stylesheet', href })),
          ...app.map((href) => link({ rel: 'modulepreload', fetchpriority: 'low', href })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_PRELOAD_ID },
            children: JSON.stringify(routes).replace(/</g, '\\u003c'),
            injectTo: 'head',
          },
        ]
        return tags
      },
    },
  }
}

/**
 * Keeps the app in one chunk. src/boot.tsx is loaded by a dynamic import, so the bundler
 * would otherwise split every module it shares with a page into its own small chunk (there
 * were 22), each a request of its own on a first load. The modules src/boot.tsx reaches
 * statically are grouped into the `app` chunk, which the pages then import from.
 */
export function bundleAppTogether(boot = 'src/boot.tsx', entry = 'src/main.tsx'): Plugin {
  const app = new Set<string>()
  return {
    name: 'airahead-app-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper serves the entry too, and a group takes its members'
                // dependencies along: kept apart, so the entry never waits for the app.
                { name: 'preload-helper', test: /preload-helper/, priority: 2 },
                // React DOM (with React and its scheduler) apart from the rest of the app, so
                // src/main.tsx can evaluate it in a task of its own: one long task less.
                { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
                { name: 'app', test: (id: string) => app.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      // What the entry itself imports (Vite's preload helper, say) stays with the entry.
      const closure = (source: string) => {
        const start = [...this.getModuleIds()].find((id) => id.endsWith(source))
        if (!start) throw new Error(`bundleAppTogether: ${source} is not in the build`)
        const seen = new Set<string>()
        const visit = (id: string) => {
          if (seen.has(id)) return
          seen.add(id)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
        }
        visit(start)
        return seen
      }
      const first = closure(entry)
      for (const id of closure(boot)) if (!first.has(id)) app.add(id)
    },
  }
}

function link(attrs: Record<string, string>): HtmlTagDescriptor {
  return { tag: 'link', attrs: { ...attrs, crossorigin: true, href: `/${attrs.href}` }, injectTo: 'head' }
}

function chunkOf(bundle: OutputBundle, source: string): OutputChunk {
  const found = Object.values(bundle).find(
    (out): out is OutputChunk => out.type === 'chunk' && out.moduleIds.some((id) => id.endsWith(source)),
  )
  if (!found) throw new Error(`preloadAppAndRoute: no chunk for ${source} in the bundle`)
  return found
}

/** The chunk's file and every file it imports statically, transitively, in load order. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const file of chunk.imports) visit(bundle[file] as OutputChunk)
  }
  visit(start)
  return [...seen]
}

function cssOf(bundle: OutputBundle, files: string[]): string[] {
  return [...new Set(files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]))]
}

/** [path, file] of each `path: () => import('./file')` in the route table ('*': every other path). */
function routeFiles(source: string): [string, string][] {
  const text = readFileSync(source, 'utf8')
  const entries = [...text.matchAll(/^\s*'?([\w*-]+)'?: \(\) => import\('\.\/([\w-]+)'\),$/gm)].map((m) => [m[1], m[2]] as [string, string])
  if (entries.length === 0) throw new Error(`preloadAppAndRoute: no routes found in ${source}`)
  return entries
}
