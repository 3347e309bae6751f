import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeFirms {
  url: string
  /** Paths received, oldest first (the key is in the path, as FIRMS has it). */
  paths: string[]
  close(): Promise<void>
}

/** The VIIRS CSV header of the FIRMS area API. */
const HEADER = 'latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,instrument,confidence,version,bright_ti5,frp,daynight'

/**
 * A fake NASA FIRMS area API: `/api/area/csv/{key}/{source}/{w,s,e,n}/{days}` answers the
 * `fires` inside the area as VIIRS CSV for `validKey`, and "Invalid MAP_KEY." otherwise.
 */
export async function startFakeFirms(validKey: string, fires: Array<{ lat: number; lon: number; date: string; time: string; confidence: 'l' | 'n' | 'h'; frp: number }>): Promise<FakeFirms> {
  const paths: string[] = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    paths.push(path)
    const [, api, area, csv, key, source, box, days] = path.split('/')
    if (api !== 'api' || area !== 'area' || csv !== 'csv' || !source || !box || !days) {
      res.writeHead(404).end('Not found')
      return
    }
    if (key !== validKey) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid MAP_KEY.')
      return
    }
    const [w = 0, s = 0, e = 0, n = 0] = box.split(',').map(Number)
    const rows = fires
      .filter((f) => f.lat >= s && f.lat <= n && f.lon >= w && f.lon <= e)
      .map((f) => `${f.lat},${f.lon},330.1,0.39,0.36,${f.date},${f.time},N,VIIRS,${f.confidence},2.0NRT,290.2,${f.frp},D`)
    res.writeHead(200, { 'content-type': 'text/csv' }).end([HEADER, ...rows].join('\n') + '\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
