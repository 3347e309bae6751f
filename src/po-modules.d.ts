// A PO catalog imported by the app, compiled by Lingui's Vite plugin (decision 280).
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
