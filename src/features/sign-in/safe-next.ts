import { sameSitePath } from '../../domain/validation/next-path'

/**
 * Where the sign-in page goes once signed in: the `next` of its query string (`location.search`)
 * if it is a path on this site, else `/` (the rules: `sameSitePath`, shared with GET /api/login).
 */
export function nextAfterSignIn(search: string): string {
  return sameSitePath(new URLSearchParams(search).get('next'))
}
