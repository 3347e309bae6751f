// The training archive (decision 272) in realdata's own format — `series.csv` and
// `series/<group>.csv` (`series_id,time_utc_iso,value`) — so `AIRAHEAD_REALDATA=DIR npm run train`
// trains on it as on ../shared/realdata. One series per station over the whole export (its 14-day
// profile needs the days before); each 5° tile is one file and one event group
// (`archive_n45_w125__…`): leave-one-group-out holds out a region with the neighbours 10-100 km
// its stations read, as realdata's groups hold out an event's region.
import type { ArchivedHour, ArchivedStation, OutlookRow } from '../../netlify/server/data/training-archive'

const CATALOGUE_HEADER = 'series_id,source,commit,path,licence,station,lat,lon,tz,pollutant,unit,averaging,notes'

/** A CSV field, quoted when it must be. */
const field = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000', '')
/** The 5° tile of a position, named by its south-west corner: "n45_w125". */
export function tileOf(lat: number, lon: number): string {
  const south = Math.floor(lat / 5) * 5
  const west = Math.floor(lon / 5) * 5
  return `${south < 0 ? 's' : 'n'}${Math.abs(south)}_${west < 0 ? 'w' : 'e'}${Math.abs(west)}`
}
/** A station id as a series id part (network prefix kept: "openaq:2178" → "openaq_2178"). */
const idPart = (stationId: string) => stationId.replace(/[^A-Za-z0-9]+/g, '_')

export interface RealdataFiles {
  /** `series.csv`'s text. */
  catalogue: string
  /** File name under `series/` → its text. */
  series: Map<string, string>
  /** `outlooks.csv`: what the shipped classifier said, for scoring it and freezing a new point beside it. */
  outlooks: string
}

/** The archive's stations and hours as realdata files; `timeZoneOf` names a station's IANA zone. */
export function archiveAsRealdata(
  stations: readonly ArchivedStation[], hours: readonly ArchivedHour[], outlooks: readonly OutlookRow[], timeZoneOf: (lat: number, lon: number) => string,
): RealdataFiles {
  const byId = new Map(stations.map((s) => [s.id, s]))
  const lines = new Map<string, string[]>()
  const catalogue = new Map<string, string>()
  for (const h of hours) {
    const station = byId.get(h.stationId)
    if (station === undefined) continue
    const tile = tileOf(station.lat, station.lon)
    const seriesId = `archive_${tile}__${idPart(station.id)}`
    let file = lines.get(tile)
    if (file === undefined) lines.set(tile, (file = []))
    file.push(`${seriesId},${iso(h.time)},${Math.round(h.pm2_5 * 10) / 10}`)
    if (!catalogue.has(seriesId)) {
      const pollutant = station.kind === 'regulatory' ? 'PM2.5' : 'PM2.5 (low-cost, corrected)'
      catalogue.set(seriesId, [
        seriesId, `AirAhead training archive (${station.network})`, '', '', `the ${station.network} network's terms`, station.name,
        String(station.lat), String(station.lon), timeZoneOf(station.lat, station.lon), pollutant, 'ug/m3', '1-h mean, hour start, UTC',
        'usable hours only: unflagged, outdoor, low-cost corrected',
      ].map(field).join(','))
    }
  }
  const series = new Map([...lines].sort(([a], [b]) => a.localeCompare(b)).map(([tile, rows]) => [`archive_${tile}.csv`, `series_id,time_utc_iso,value\n${rows.join('\n')}\n`]))
  const outlookLines = outlooks.map((o) => [o.cellKey, iso(o.hour), o.thresholdUgM3, o.probability, o.operatingPoint].map((x) => field(String(x))).join(','))
  return {
    catalogue: `${CATALOGUE_HEADER}\n${[...catalogue.values()].join('\n')}\n`,
    series,
    outlooks: `cell_key,hour_utc_iso,threshold_ugm3,probability,operating_point\n${outlookLines.join('\n')}${outlookLines.length > 0 ? '\n' : ''}`,
  }
}
