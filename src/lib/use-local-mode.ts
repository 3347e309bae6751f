import { useQuery } from '@tanstack/react-query'
import { healthSchema } from '../domain/contracts/health'
import { apiGet } from './api'

/** True when the server runs locally (not a Netlify production deploy); false until known. */
export function useLocalMode(): boolean {
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet('/api/health', { schema: healthSchema, signal }),
  })
  return data?.localMode ?? false
}
