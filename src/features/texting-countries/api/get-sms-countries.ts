import { queryOptions, useQuery } from '@tanstack/react-query'
import { smsCountriesResponseSchema } from '../../../domain/contracts/sms-countries'
import { apiGet } from '../../../lib/api'

/** GET /api/sms/countries: the countries this deploy texts (they can differ from the default list). */
export const smsCountriesQueryOptions = queryOptions({
  queryKey: ['sms', 'countries'] as const,
  queryFn: async ({ signal }) => (await apiGet('/api/sms/countries', { schema: smsCountriesResponseSchema, signal })).countries,
  staleTime: Infinity,
})

export function useSmsCountries() {
  return useQuery(smsCountriesQueryOptions)
}
