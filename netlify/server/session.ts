/**
 * The one place that says who the caller is. Accounts and subscriptions do not exist
 * yet (the accounts issue adds them), so no caller is signed in and no caller is
 * premium: premium-only endpoints answer 403 to everyone until then.
 */
export async function isPremium(_req: Request): Promise<boolean> {
  return false
}
