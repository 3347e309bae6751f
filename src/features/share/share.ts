export interface SharePayload {
  title: string
  text: string
  url: string
}

/** How a share ended: the share sheet was used, the text was copied, the person cancelled, or neither worked. */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Shares through the Web Share API where the device has it (phones), else copies the text
 * and link to the clipboard. Never throws.
 */
export async function shareOrCopy(payload: SharePayload): Promise<ShareResult> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(payload) ?? true)) {
    try {
      await navigator.share(payload)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Not allowed here (e.g. no user activation left): copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(`${payload.text} ${payload.url}`)
    return 'copied'
  } catch {
    return 'failed'
  }
}
