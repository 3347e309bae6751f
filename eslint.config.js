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
  'src/features/account/account-actions.tsx',
  'src/features/account/account-panel.tsx',
  'src/features/account/api/delete-account.ts',
  'src/features/account/plan-summary.ts',
  'src/features/alerts/alert-levels.tsx',
  'src/features/alerts/alert-log-view.ts',
  'src/features/alerts/alert-settings-panel.tsx',
  'src/features/alerts/alert-switch.tsx',
  'src/features/alerts/alerts-upsell.tsx',
  'src/features/alerts/change-phone-form.tsx',
  'src/features/alerts/consent-dialog.tsx',
  'src/features/alerts/consent-disclosures.ts',
  'src/features/alerts/phone-field.tsx',
  'src/features/alerts/place-row.tsx',
  'src/features/alerts/places-card.tsx',
  'src/features/alerts/plan-text.ts',
  'src/features/alerts/preferences-draft.ts',
  'src/features/alerts/preferences-form.tsx',
  'src/features/alerts/quiet-hours-fieldset.tsx',
  'src/features/alerts/recent-alerts.tsx',
  'src/features/alerts/setup/setup-done.tsx',
  'src/features/alerts/setup/setup-form.tsx',
  'src/features/alerts/sms-alerts-card.tsx',
  'src/features/alerts/sms-terms.tsx',
  'src/features/alerts/test-alert-toasts.ts',
  'src/features/alerts/threshold-fieldset.tsx',
  'src/features/alerts/time-zone-fieldset.tsx',
  'src/features/alerts/watch-place-button.tsx',
  'src/features/billing/checkout-status.tsx',
  'src/features/billing/faq-items.tsx',
  'src/features/billing/faq.tsx',
  'src/features/billing/forecast-source.tsx',
  'src/features/billing/member-plan.tsx',
  'src/features/billing/page-header.tsx',
  'src/features/billing/plan-comparison.tsx',
  'src/features/billing/pricing-sections.tsx',
  'src/features/billing/subscribe-button.tsx',
  'src/features/billing/subscribe-flow.ts',
  'src/features/billing/subscribe-sections.tsx',
  'src/features/feedback/feedback-button.tsx',
  'src/features/feedback/feedback-form.tsx',
  'src/features/feedback/feedback-upgrade-notice.tsx',
  'src/features/history/export-card.tsx',
  'src/features/history/history-chart.tsx',
  'src/features/history/history-pdf.ts',
  'src/features/history/history-tiles.tsx',
  'src/features/history/recent-readings.tsx',
  'src/features/map/basemap.ts',
  'src/features/map/hotspots-list.tsx',
  'src/features/map/hour-slider.tsx',
  'src/features/map/map-canvas.tsx',
  'src/features/map/map-legend.tsx',
  'src/features/map/map-list-view.tsx',
  'src/features/map/map-preview.tsx',
  'src/features/map/map-status.tsx',
  'src/features/map/point-reading.tsx',
  'src/features/map/smoke-notes.tsx',
  'src/features/mock-up/phone-mock-up.tsx',
  'src/features/newsletter/newsletter-signup.tsx',
  'src/features/notifications/achievement-notifications.ts',
  'src/features/notifications/notifications-offer.tsx',
  'src/features/push/free-push-card.tsx',
  'src/features/screenshots/api/get-screenshots-html.ts',
  'src/features/screenshots/screenshots-panel.tsx',
  'src/features/sign-in/code-step.tsx',
  'src/features/sign-in/phone-step.tsx',
  'src/features/sign-in/request-error.ts',
  'src/features/texting-countries/texting-countries.tsx',
  'src/features/texting-countries/waitlist-form.tsx',
  'src/features/weekly-report/best-and-worst.tsx',
  'src/features/weekly-report/report-empty.tsx',
  'src/features/weekly-report/report-score.tsx',
  'src/features/weekly-report/streak-card.tsx',
  'src/features/weekly-report/wins-and-achievements.tsx',
  'src/features/welcome-email/welcome-email-card.tsx',
  'src/features/welcome-email/welcome-email-notice.ts',
  'src/routes/add-place.tsx',
  'src/routes/alerts.tsx',
  'src/routes/history.tsx',
  'src/routes/landing.tsx',
  'src/routes/map.tsx',
  'src/routes/mobile-test.tsx',
  'src/routes/pricing.tsx',
  'src/routes/screenshots.tsx',
  'src/routes/setup.tsx',
  'src/routes/sign-in.tsx',
  'src/routes/subscribe.tsx',
  'src/routes/test-welcome-email.tsx',
  'src/routes/weekly-report.tsx',
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
