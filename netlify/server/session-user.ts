/**
 * Who is calling, as far as the server knows. A leaf module (no imports): session.ts makes
 * one from the request; auth/ and billing/ take one without importing session.ts, so
 * neither imports back into the module that imports them.
 */
export interface SessionUser {
  id: string
  /** True until the person verifies a phone number. */
  anonymous: boolean
  isPremium: boolean
  /** The verified phone (E.164): the only number AirAhead may text for this user. Null when anonymous. */
  phone: string | null
}
