import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import globals from 'globals'

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
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
)
