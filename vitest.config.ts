import { configDefaults, defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'

/** Component tests: `*.component.test.tsx` beside the component (docs/decisions/236). */
const COMPONENT_TESTS = 'src/**/*.component.test.tsx'

// `npm test`: unit (domain and app logic), component (React in a DOM), integration (functions
// against a real local Postgres and fake upstream servers) and end-to-end (Chromium against the
// production build).
export default defineConfig({
  // Lingui's macros and PO catalogs, as the app is built (decision 280).
  plugins: [lingui({ macroTransform: true })],
  test: {
    // The test harness asks for local mode (docs/decisions/100-local-mode-is-opt-in.md);
    // the deploy-like suite clears it to run the functions as a Netlify deploy does.
    env: { AIRAHEAD_LOCAL: '1' },
    reporters: ['default', './tests/support/summary-reporter.ts'],
    setupFiles: ['./tests/support/fail-on-console-error.ts'],
    // Both cores for every file (each has its own database, fake servers on free ports and
    // its own process; an e2e file its own app server and Chromium); e2e runs after the others,
    // two files at a time since the app server starts in seconds (docs/decisions/214, 241).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          setupFiles: ['./tests/support/i18n-setup.ts'],
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          // Components in a DOM (happy-dom), driven by Testing Library: typing, clicks, dialogs,
          // messages (docs/decisions/236).
          name: 'component',
          sequence: { groupOrder: 0 },
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          setupFiles: ['./tests/support/i18n-setup.ts', './tests/support/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 0 },
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/integration/deploy/**'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The deploy-like suite: one real PostgreSQL cluster for all its files, a database each.
          name: 'deploy',
          sequence: { groupOrder: 0 },
          include: ['tests/integration/deploy/**/*.test.ts'],
          globalSetup: ['./tests/integration/deploy/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: true,
        },
      },
    ],
  },
})
