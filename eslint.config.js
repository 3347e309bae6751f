import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'
import pluginLingui from 'eslint-plugin-lingui'

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
  ignores: ['src/domain/**', 'src/**/*.test.{ts,tsx}', 'src/locales/**', 'src/**/*.d.ts'],
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
  // netlify/server/locales/*/messages.ts: compiled by `npm run i18n:compile` (decision 281).
  { ignores: ['dist', 'node_modules', '.netlify', '.tmp', 'coverage', 'dev-dist', 'netlify/server/locales/*/messages.ts'] },
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
