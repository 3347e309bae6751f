import type { StyleSpecification } from 'maplibre-gl'

/**
 * The basemap (decision 185): VITE_MAP_STYLE_URL when a deploy sets one (a MapLibre style
 * URL, e.g. OpenFreeMap's https://tiles.openfreemap.org/styles/positron or a key-based
 * provider's), else an offline style that needs no network: Natural Earth 1:110m country
 * outlines from world-atlas (public domain), drawn as vector layers, no glyphs or sprites;
 * the largest cities in view are named over it (map-canvas.tsx, decision 290).
 */
export async function basemapStyle(): Promise<StyleSpecification | string> {
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined
  if (configured) return configured
  const [{ feature, mesh }, { default: topology }] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ])
  // world-atlas ships TopoJSON; its types are not published with it.
  const world = topology as unknown as Parameters<typeof feature>[0]
  const countries = feature(world, world.objects['countries'] as Parameters<typeof feature>[1])
  const borders = mesh(world, world.objects['countries'] as Parameters<typeof mesh>[1], (a, b) => a !== b)
  return {
    version: 8,
    sources: {
      // The data sources' own names (the city names are GeoNames', decision 290), the same in every language.
      // eslint-disable-next-line lingui/no-unlocalized-strings
      countries: { type: 'geojson', data: countries, attribution: 'Natural Earth · GeoNames (CC BY 4.0)' },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#d6e6f2' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f4f1ea' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#8a8478', 'line-width': 0.8 } },
    ],
  }
}
