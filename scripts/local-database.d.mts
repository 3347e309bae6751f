import type { NetlifyDB } from '@netlify/database-dev'

export function startLocalDatabase(options: {
  root: string
  directory: string | null
  log?: (message: string) => void
}): Promise<NetlifyDB>
