import { ConfigurationError, isLocalMode, serverEnv } from '../env'

export interface VapidDetails {
  /** base64url, 65 bytes: what the browser subscribes with (applicationServerKey). */
  publicKey: string
  /** base64url, 32 bytes: signs each push's VAPID JWT. Never leaves the server. */
  privateKey: string
  /** mailto: or https://: how a push service reaches the sender. */
  subject: string
}

/**
 * A fixed pair for local mode only (decision 265): stable across restarts, so a local
 * browser's subscription keeps working; a deploy never uses it (env.ts requires its own).
 */
const LOCAL_VAPID: VapidDetails = {
  publicKey: 'BIUIO1KlIJrCrON5v0puCSxc3T_1d0Es39skEm8q8WefubMoS0No1CPPs1vjtYOCi4ZFzeFEUGW4ArwvEWGdDOc',
  privateKey: '_RyK6QT1TiBCOzQpU_f9dnj-lgcUN6gzyfUuWZz8YNk',
  subject: 'mailto:local@airahead.invalid',
}

/** The configured VAPID pair and subject; in local mode the local pair when none is set. */
export function vapidDetails(): VapidDetails {
  const env = serverEnv()
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? LOCAL_VAPID.subject }
  }
  if (isLocalMode(env)) return LOCAL_VAPID
  throw new ConfigurationError('VAPID_PUBLIC_KEY: a deploy needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY')
}
