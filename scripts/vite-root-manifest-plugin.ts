import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const FILE = 'manifest.webmanifest'
const LINK = `<link rel="manifest" href="/${FILE}"`

/**
 * Serves and emits the project's root manifest.webmanifest at /manifest.webmanifest, and
 * keeps the page's link pointing there: left alone, Vite's build copies the linked file to a
 * hashed asset and relinks it, so each release would have a new manifest URL.
 */
export function rootManifest(): Plugin {
  let root = process.cwd()
  const read = () => readFileSync(join(root, FILE), 'utf8')
  return {
    name: 'airahead-root-manifest',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE}`, (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json')
        res.end(read())
      })
    },
    transformIndexHtml: {
      // Before Vite's asset handling: `vite-ignore` tells it to leave the link as written.
      order: 'pre',
      handler: (html) => html.replace(LINK, `${LINK} vite-ignore`),
    },
    generateBundle() {
      // Parsing first makes a broken manifest fail the build instead of the install prompt.
      this.emitFile({ type: 'asset', fileName: FILE, source: JSON.stringify(JSON.parse(read()), null, 2) })
    },
  }
}
