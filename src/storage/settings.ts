import { DEFAULT_SETTINGS, restoreSettings, type Settings } from '../domain/storage/settings'
import { withDatabase } from './database'

export type SettingsChange = Partial<Omit<Settings, 'version'>>

/** Without storage, settings last for this session. */
let memory: Settings = DEFAULT_SETTINGS

export async function loadSettings(): Promise<Settings> {
  return withDatabase(async (db) => restoreSettings(await db.get('meta', 'settings')), () => memory)
}

/** Changes some settings and answers all of them. */
export async function saveSettings(change: SettingsChange): Promise<Settings> {
  return withDatabase(
    async (db) => {
      const tx = db.transaction('meta', 'readwrite')
      const next = restoreSettings({ ...restoreSettings(await tx.store.get('settings')), ...change })
      await tx.store.put(next, 'settings')
      await tx.done
      return next
    },
    () => (memory = restoreSettings({ ...memory, ...change })),
  )
}
