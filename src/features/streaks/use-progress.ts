import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { CheckOutcome, StreakState } from '../../domain/streaks/streaks'
import { loadProgress, saveCheck } from '../../storage/progress'

const PROGRESS_KEY = ['device', 'progress'] as const

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The device's streak, total checks and last check time (docs/product.md §States), and the way to record a
 * Check My Air press. Read afresh on every mount, so the 48-hour reset applies whenever the
 * screen opens.
 */
export function useProgress() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: PROGRESS_KEY,
    queryFn: () => loadProgress(nowSeconds()),
    staleTime: 0,
  })

  const recordCheck = useCallback(async (): Promise<CheckOutcome> => {
    const outcome = await saveCheck(nowSeconds())
    queryClient.setQueryData<StreakState>(PROGRESS_KEY, outcome.state)
    return outcome
  }, [queryClient])

  return { progress: query.data, recordCheck }
}
