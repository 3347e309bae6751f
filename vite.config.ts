import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import netlify from '@netlify/vite-plugin'
import { netlifyDatabaseMigrations } from './scripts/vite-migrations-plugin'

// `npm run dev`: Vite with hot reload; functions run in the dev server through the
// Netlify plugin. Its local database is migrated by our own plugin, because the
// Netlify plugin does not apply migrations itself (notes/database.md).
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
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
