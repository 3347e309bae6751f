import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const FILE = 'manifest.webmanifest'

/** Serves and emits the project's root manifest.webmanifest at /manifest.webmanifest. */
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
    generateBundle() {
      // Parsing first makes a broken manifest fail the build instead of the install prompt.
      this.emitFile({ type: 'asset', fileName: FILE, source: JSON.stringify(JSON.parse(read()), null, 2) })
    },
  }
}
