/**
 * The colours of the map's symbols, shared by the map (map-canvas.tsx) and its key
 * (map-legend.tsx), so the key always draws what the map draws (issue 25 item 5).
 */
export const MAP_SYMBOLS = {
  here: '#2563eb',
  hotspot: '#111827',
  wind: '#1e3a5f',
  fire: '#b91c1c',
  fireRing: '#fff7ed',
  stationRing: '#111827',
  correctedRing: '#6b21a8',
} as const
