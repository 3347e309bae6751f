import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { firesResponseSchema, windResponseSchema } from '../../../domain/contracts/map'
import { apiGet } from '../../../lib/api'
import { viewQuery, type MapView } from './map-view'

/** GET /api/map/wind for one view: wind at 10 m per slider hour. */
export function useWind(view: MapView | null) {
  return useQuery({
    queryKey: ['map', 'wind', view ? viewQuery(view) : null],
    queryFn: ({ signal }) => apiGet('/api/map/wind', { schema: windResponseSchema, query: viewQuery(view as MapView), signal }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 15 * 60_000,
    retry: false,
  })
}

/** GET /api/map/fires for one view: active fires, or why the layer is off. */
export function useFires(view: MapView | null) {
  return useQuery({
    queryKey: ['map', 'fires', view ? viewQuery(view) : null],
    queryFn: ({ signal }) => apiGet('/api/map/fires', { schema: firesResponseSchema, query: viewQuery(view as MapView), signal }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
    staleTime: 15 * 60_000,
    retry: false,
  })
}
