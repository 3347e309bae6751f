import { useQuery } from '@tanstack/react-query'
import { checksSince } from '../../storage/progress'
import { allReadings } from '../../storage/readings'

/*
 * The device's own records (IndexedDB) for the history and the weekly report. Read afresh
 * whenever a page using them opens: another screen may have added readings since.
 */

const READINGS_KEY = ['device', 'readings'] as const
const CHECKS_KEY = ['device', 'checks'] as const

/** Every reading kept on the device, all places, oldest first. */
export function useDeviceReadings() {
  return useQuery({ queryKey: READINGS_KEY, queryFn: allReadings, staleTime: 0 })
}

/** The times (unix s) of the kept Check My Air presses, oldest first. */
export function useCheckTimes() {
  return useQuery({ queryKey: CHECKS_KEY, queryFn: () => checksSince(0), staleTime: 0 })
}
