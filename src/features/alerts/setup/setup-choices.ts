import * as z from 'zod/mini'
import { sensitivitySchema, type Sensitivity } from '../../../domain/contracts/alerts'

/**
 * What the setup screen has chosen so far, kept for this tab while it is being filled in
 * (decision 205): the phone detour (/sign-in?next=/setup) and the browser's Back button
 * remount the screen, and it must come back as it was left, not as first offered.
 */
export interface SetupDraft {
  sensitivity: Sensitivity
  /** 'Where I am now' ticked. */
  watchHere: boolean
  /** Saved places the person unticked; a place added meanwhile (a merged account's) starts ticked. */
  droppedPlaceIds: readonly string[]
}

/** sessionStorage key: this tab only, gone when it closes. */
export const SETUP_DRAFT_KEY = 'airahead.setup-draft.v1'

const storedDraftSchema = z.object({
  version: z.literal(1),
  sensitivity: sensitivitySchema,
  watchHere: z.boolean(),
  droppedPlaceIds: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
})

/** A stored draft as written by `storeSetupDraft`, or null for anything else (stored data is untrusted). */
export function restoreSetupDraft(raw: string | null): SetupDraft | null {
  if (raw === null) return null
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return null
    const { sensitivity, watchHere, droppedPlaceIds } = parsed.data
    return { sensitivity, watchHere, droppedPlaceIds }
  } catch {
    return null
  }
}

export function serializeSetupDraft(draft: SetupDraft): string {
  return JSON.stringify({ version: 1, ...draft })
}

// Storage can be missing or throw (private mode, disabled storage): the screen then simply
// starts afresh after a detour, as before.
export function readSetupDraft(): SetupDraft | null {
  try {
    return restoreSetupDraft(window.sessionStorage.getItem(SETUP_DRAFT_KEY))
  } catch {
    return null
  }
}

export function storeSetupDraft(draft: SetupDraft): void {
  try {
    window.sessionStorage.setItem(SETUP_DRAFT_KEY, serializeSetupDraft(draft))
  } catch {
    // Not kept: see readSetupDraft.
  }
}

export function clearSetupDraft(): void {
  try {
    window.sessionStorage.removeItem(SETUP_DRAFT_KEY)
  } catch {
    // Nothing was kept.
  }
}
