import { createHash, randomBytes } from 'node:crypto'

/**
 * How long a confirmation link works (the newsletter's and the SMS waitlist's double opt-in,
 * decisions 119 and 240); what was not confirmed by then is forgotten.
 */
export const CONFIRMATION_DAYS = 7

/** A link token: 256 random bits, base64url (43 characters); only its SHA-256 is stored. */
export function newConfirmationToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashConfirmationToken(token: string): Buffer {
  return createHash('sha256').update(token).digest()
}

/** The shape of a token in a link, checked before any lookup. */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
