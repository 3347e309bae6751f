/** Who is calling, as far as the server knows. */
export interface SessionUser {
  id: string
  /** True until the person verifies a phone number. */
  anonymous: boolean
  isPremium: boolean
}

/**
 * The one place that says who the caller is. Accounts and subscriptions do not exist
 * yet (the accounts issue adds them), so no caller is signed in and no caller is
 * premium: premium-only endpoints answer 403 to everyone until then.
 */
export async function currentUser(_req: Request): Promise<SessionUser | null> {
  return null
}

export async function isPremium(req: Request): Promise<boolean> {
  return (await currentUser(req))?.isPremium ?? false
}
