import { locationSearchQuerySchema } from '../../domain/contracts/geocoding'

/** docs/product.md §Limits: a search starts 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500

/**
 * The text to search for, or null when it is too short to search (docs/product.md §Validation: under 3
 * characters after trimming). The server's rule, so both count characters alike. Spaces are
 * collapsed and case folded, so "London" and "london " share one cached answer.
 */
export function searchTextFor(input: string): string | null {
  const q = input.replace(/\s+/g, ' ').trim().toLowerCase()
  return locationSearchQuerySchema.safeParse({ q }).success ? q : null
}

/**
 * The suggestions to show: none unless a search is under way for the box's text, and none
 * when it failed (docs/product.md §Messages: a failed search is logged and shows no suggestions).
 */
export function shownSuggestions<T>(searching: boolean, search: { isError: boolean; data: T[] | undefined }): T[] {
  return searching && !search.isError ? (search.data ?? []) : []
}
