import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'
import pluginLingui from 'eslint-plugin-lingui'

/**
 * Files whose words are not yet in the catalogs (decision 280); each leaves this list as it is
 * translated, and the list ends empty.
 */
const UNTRANSLATED = [
  'src/features/accuracy/accuracy-method.tsx',
  'src/features/accuracy/accuracy-table.tsx',
  'src/features/accuracy/figure-text.ts',
  'src/features/accuracy/past-events-card.tsx',
  'src/features/comparison/city-comparison-list.tsx',
  'src/features/comparison/comparison-summary.tsx',
  'src/features/dashboard/alert-banner.tsx',
  'src/features/dashboard/current-aqi-card.tsx',
  'src/features/dashboard/daily-forecast-card.tsx',
  'src/features/dashboard/education-articles.tsx',
  'src/features/dashboard/explore-panel.tsx',
  'src/features/dashboard/forecast-strip.tsx',
  'src/features/dashboard/forecast-warning-text.ts',
  'src/features/dashboard/format.ts',
  'src/features/dashboard/hourly-chart.tsx',
  'src/features/dashboard/measurement-source.tsx',
  'src/features/dashboard/measurement-text.ts',
  'src/features/dashboard/next-hours.tsx',
  'src/features/dashboard/pollutant-breakdown.tsx',
  'src/features/dashboard/quick-actions.tsx',
  'src/features/dashboard/reading-details.tsx',
  'src/features/dashboard/station-detail.tsx',
  'src/features/dashboard/station-text.ts',
  'src/features/dashboard/subscription-cta.tsx',
  'src/features/guide/guide-levels.tsx',
  'src/features/guide/pollutant-guide.tsx',
  'src/features/health-profile/health-profile.ts',
  'src/features/health-profile/health-recommendations.tsx',
  'src/features/health-profile/profile-advice.tsx',
  'src/features/health-profile/settings-dialog.tsx',
  'src/features/home/air-vs-world-card.tsx',
  'src/features/home/check-my-air.tsx',
  'src/features/home/detailed-report-dialog.tsx',
  'src/features/home/home-links.tsx',
  'src/features/home/plan-teaser.tsx',
  'src/features/home/regional-card.tsx',
  'src/features/home/regional-scale.ts',
  'src/features/home/report-summary.tsx',
  'src/features/home/status-card.tsx',
  'src/features/location/geolocation-error.ts',
  'src/features/location/gps-status-card.tsx',
  'src/features/location/location-editor.tsx',
  'src/features/lookup/location-search.tsx',
  'src/features/lookup/place-reading.tsx',
  'src/features/share/share-card.tsx',
  'src/features/streaks/streak-tiles.tsx',
  'src/lib/api-post.ts',
  'src/lib/api.ts',
  'src/lib/pdf.ts',
  'src/pwa/install-app-button.tsx',
  'src/pwa/update-prompt.tsx',
  'src/routes/accuracy.tsx',
  'src/routes/air-quality-guide.tsx',
  'src/routes/dashboard.tsx',
  'src/routes/home-check-result.tsx',
  'src/routes/home.tsx',
  'src/routes/location-comparison.tsx',
  'src/routes/location-lookup.tsx',
  'src/routes/not-found.tsx',
  'src/routes/use-place-station-choices.ts',
  'src/routes/use-settings-sheet.tsx',
  'src/routes/use-shared-health-profile.ts',
  'src/ui/app-header.tsx',
  'src/ui/error-fallback.tsx',
  'src/ui/level-badge.tsx',
  'src/ui/reading-age.tsx',
  'src/ui/skeleton.tsx',
  'src/ui/source-label.tsx',
  'src/ui/us-aqi-figure.tsx',
]

// Imports flow one way (ARCHITECTURE.md, Layers): routes → features → ui/lib → domain, and
// functions → server → domain. src/domain imports only itself and zod.
const layers = {
  files: ['src/**/*.{ts,tsx}', 'netlify/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './src/domain', from: './src', except: ['./domain'], message: 'src/domain is pure: it imports only itself and zod.' },
          { target: './src/domain', from: './netlify' },
          { target: './src', from: './netlify', message: 'The browser never imports server code.' },
          { target: './netlify', from: './src', except: ['./domain'], message: 'Functions share only src/domain with the app.' },
          { target: './src/lib', from: ['./src/features', './src/routes'] },
          { target: './src/ui', from: ['./src/features', './src/routes'] },
          { target: './src/features', from: './src/routes' },
        ],
      },
    ],
  },
}


// Every word the app shows goes through Lingui (decision 280): JSX text, attributes people
// read and strings a component shows. Names of things (classes, routes, keys, ARIA roles,
// CSS) are not words people read.
const translated = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/domain/**', 'src/**/*.test.{ts,tsx}', 'src/locales/**', 'src/**/*.d.ts', ...UNTRANSLATED],
  plugins: { lingui: pluginLingui },
  rules: {
    ...pluginLingui.configs.recommended.rules,
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // Not words: no letters, or one identifier-like token (a key, a class, a route, a unit).
          '^[^A-Za-z]*$',
          '^[\\w./:#@?&=%+-]+$',
        ],
        ignoreNames: [
          { regex: { pattern: '^(className|class|id|key|to|href|src|type|role|name|rel|target|method|as|variant|tone|size|kind|mode|lang|dir|inputMode|autoComplete|enterKeyHint|pattern|accept|form|htmlFor|path|d|viewBox|fill|stroke|transform|xmlns|points|data-.*|aria-(controls|describedby|labelledby|hidden|live|current|haspopup|expanded|orientation|invalid|pressed|selected|checked|busy|atomic|relevant|owns|activedescendant|level|setsize|posinset)|style|width|height|loading|decoding|fetchPriority|sizes|srcSet|media|color|cursor|testId|test-id)$' } },
          { regex: { pattern: '[A-Z0-9_]{3,}$' } },
          { regex: { pattern: '(Key|Class|ClassName|Path|Url|Id|Event|Type|Kind|Route|Status|Style|Color)$' } },
        ],
        ignoreFunctions: [
          'console.*', 'Error', '*.addEventListener', '*.removeEventListener', 'document.querySelector', 'document.querySelectorAll',
          'document.createElement', '*.getItem', '*.setItem', '*.removeItem', 'useStoredValue', 'writeStoredValue', 'new URL',
          'URLSearchParams', '*.searchParams.get', '*.searchParams.set', 'fetch', 'apiGet', 'apiPost', 'navigate', 'matchMedia',
          'window.matchMedia', 'import', 'require', 'cx', 'clsx', 'queryKey', '*.includes', '*.startsWith', '*.endsWith',
          '*.split', '*.join', '*.replace', '*.get', '*.has', '*.set', 'Symbol', 'performance.mark', 'performance.measure',
          'postMessage', '*.postMessage', 'new Intl.*', 'Intl.*', '*.toLocaleString', 'toLocaleString', 'dispatchEvent', 'new CustomEvent',
        ],
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.netlify', '.tmp', 'coverage', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/mini)?$|\\.)', message: 'src/domain imports only zod.' }] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'console', 'process', 'localStorage'],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time is a parameter in src/domain.' },
        { object: 'Math', property: 'random', message: 'Randomness is a parameter in src/domain.' },
      ],
    },
  },
  layers,
  translated,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
)
