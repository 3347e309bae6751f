import { alertSettingsViewSchema, type AlertSettingsView } from '../../../domain/contracts/alerts'
import { apiPost } from '../../../lib/api-post'

/**
 * POST /api/user/alert-consent: the person accepted the disclosure of `textVersion`. The
 * server keeps the evidence (version, time, IP, user agent) and texts a confirmation.
 */
export function giveAlertConsent(textVersion: string): Promise<AlertSettingsView> {
  return apiPost('/api/user/alert-consent', { schema: alertSettingsViewSchema, body: { textVersion } })
}
