/**
 * The map's own files (MapLibre, its worker, the world outlines, the city names of decision
 * 290) are left out of the precache
 * so that installing the app does not download ~330 KB gzip for a page many never open
 * (decision 185). Once /map has loaded them they are kept here (hashed names: a file never
 * changes, so cache first), and the map draws offline with the last overlay.
 */
export const mapAssetsRuntimeCaching = {
  urlPattern: /\/assets\/(?:map-canvas|countries-110m|map-cities|maplibre-gl-worker)-[\w-]+\.(?:m?js|css)$/,
  handler: 'CacheFirst' as const,
  method: 'GET' as const,
  options: {
    cacheName: 'airahead-map-assets',
    expiration: { maxEntries: 12 },
  },
}
