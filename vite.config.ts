import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import netlify from '@netlify/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { netlifyDatabaseMigrations } from './scripts/vite-migrations-plugin.ts'
import { rootManifest } from './scripts/vite-root-manifest-plugin.ts'
import { inlineCompiledMessages } from './scripts/vite-inline-messages-plugin.ts'
import { bundleAppTogether, preloadAppAndRoute } from './scripts/vite-preload-plugin.ts'
import { apiRuntimeCaching } from './src/pwa/api-cache.ts'
import { mapAssetsRuntimeCaching } from './src/pwa/map-assets-cache.ts'

// `npm run dev`: Vite with hot reload; functions run in the dev server through the
// Netlify plugin, against the local database our own plugin starts and migrates (the
// Netlify tooling does not apply migrations itself, decision 004).
export default defineConfig(({ command }) => {
  // `npm run dev` asks for local mode (docs/decisions/100-local-mode-is-opt-in.md): the
  // functions it serves use the outboxes, demo payments and development secrets.
  if (command === 'serve') process.env.AIRAHEAD_LOCAL = '1'
  return config
})

const config = {
  plugins: [
    react(),
    // Lingui's macros and PO catalogs; English stays in the code, compiled (decision 280).
    lingui({ macroTransform: { macro: { descriptorFields: 'message' } } }),
    inlineCompiledMessages(),
    netlify({
      edgeFunctions: { enabled: false },
      database: { enabled: false },
      images: { enabled: false },
      aiGateway: { enabled: false },
    }),
    netlifyDatabaseMigrations(),
    rootManifest(),
    bundleAppTogether(),
    preloadAppAndRoute(),
    // The service worker (docs/decisions/010-service-worker-generate-sw.md). The manifest is
    // the root manifest.webmanifest (rootManifest above); src/pwa registers the worker.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // The shell, every route chunk and style, the manifest and the small icons.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/icon-192.png', 'icons/icon-maskable-192.png'],
        // MapLibre (~290 KB gzip), the world outlines (~40 KB) and the city names (~24 KB) are not precached for everyone:
        // they are kept at runtime once /map has drawn a map (decision 185). The canvas CSS (10 KB) is
        // precached: the route preloads it, and offline a missing stylesheet fails the whole page.
        globIgnores: ['errors/**', 'assets/map-canvas-*.js', 'assets/countries-110m-*', 'assets/map-cities-*'],
        // Any app path opens offline; API calls and files (a path with an extension) do not.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/\.netlify\//, /\/[^/]+\.[^/]+$/],
        // Control the first visit at once; an update waits for the user's Reload (skipWaiting message).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [apiRuntimeCaching, mapAssetsRuntimeCaching],
        // The notificationclick handler (a tap opens the notification's page).
        importScripts: ['/sw-notifications.js'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The map canvas (MapLibre, ~1 MB minified) is fetched only by /map and kept at runtime
    // (decision 185); the first load has its own budget (scripts/dashboard-bundle.mjs). Vite's
    // 500 KB warning only told every `npm start` about that chunk (decision 239).
    chunkSizeWarningLimit: 1100,
  },
}
