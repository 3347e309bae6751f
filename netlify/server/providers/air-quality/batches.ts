import { ok } from '../../result'
import type { Result } from '../../result'

/** Splits `items` into consecutive chunks of at most `size` items, order kept. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

/**
 * Runs `fetchChunk` over the chunks one after another (gentle on vendor rate limits) and
 * concatenates the results in input order. Stops at the first failure and returns it.
 */
export async function fetchInChunks<T, R, E>(
  items: readonly T[],
  size: number,
  fetchChunk: (chunk: T[]) => Promise<Result<R[], E>>,
): Promise<Result<R[], E>> {
  const all: R[] = []
  for (const part of chunk(items, size)) {
    const result = await fetchChunk(part)
    if (!result.ok) return result
    all.push(...result.value)
  }
  return ok(all)
}
