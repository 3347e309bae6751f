export interface ShareContent {
  title: string
  text: string
  url: string
}

/** What happened: shared through the system sheet, copied, cancelled by the person, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The parts of `navigator` sharing uses; a parameter so tests can pass their own. */
export type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Shares with the Web Share API where the device has it; otherwise, or when it fails for any
 * reason but the person cancelling, copies the text and link to the clipboard.
 */
export async function shareOrCopy(content: ShareContent, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(content))) {
    try {
      await nav.share(content)
      return 'shared'
    } catch (error) {
      if (isAbort(error)) return 'cancelled'
    }
  }
  try {
    if (!nav.clipboard) return 'failed'
    await nav.clipboard.writeText(`${content.text} ${content.url}`)
    return 'copied'
  } catch {
    return 'failed'
  }
}
