import { msg } from '@lingui/core/macro'
import { i18n } from './i18n'

/** The name the server gives simulated data (netlify/server/providers/air-quality/simulated.ts). */
export const SIMULATED_SOURCE_NAME = 'Simulated data'

/**
 * A data source's name as the reader reads it: the server's "Simulated data" in the app's
 * language ("Datos simulados"), any other name (a provider's, "CAMS forecast via Open-Meteo")
 * as it is. Call it at render, in a component that re-renders with the language.
 */
export function sourceName(name: string): string {
  return name.trim() === SIMULATED_SOURCE_NAME ? i18n._(msg`Simulated data`) : name
}
