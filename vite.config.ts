import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import netlify from '@netlify/vite-plugin'
import { netlifyDatabaseMigrations } from './scripts/vite-migrations-plugin.ts'
import { rootManifest } from './scripts/vite-root-manifest-plugin.ts'

// `npm run dev`: Vite with hot reload; functions run in the dev server through the
// Netlify plugin, against the local database our own plugin starts and migrates (the
// Netlify tooling does not apply migrations itself, notes/database.md).
export default defineConfig({
  plugins: [
    react(),
    netlify({
      edgeFunctions: { enabled: false },
      database: { enabled: false },
      images: { enabled: false },
      aiGateway: { enabled: false },
    }),
    netlifyDatabaseMigrations(),
    rootManifest(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
