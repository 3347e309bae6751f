export interface SecretFinding {
  /** Path relative to the searched directory. */
  file: string
  /** What was found, e.g. "value of STRIPE_SECRET_KEY"; never the value itself. */
  kind: string
}
export const SERVER_SECRET_NAMES: readonly string[]
export const SECRET_PATTERNS: readonly { kind: string; pattern: RegExp }[]
export function findSecrets(dir: string, env?: Record<string, string | undefined>): SecretFinding[]
