/**
 * Why a form's request failed, as far as a person needs to know: the server answered
 * with an error (and maybe a sentence to show), or it could not be reached at all.
 */
export type RequestFailure = { kind: 'answered'; status: number; serverMessage: string | null } | { kind: 'unreachable' }

/** What a form shows in a toast: docs/product.md §Messages titles and descriptions. */
export interface Notice {
  title: string
  description: string
  variant: 'default' | 'destructive'
}
