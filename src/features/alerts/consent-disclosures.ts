import { msg, plural } from '@lingui/core/macro'
import { i18n } from '../../lib/i18n'

/**
 * What US carriers require an SMS opt-in to say (CTIA Messaging Principles): what is sent
 * and how often, that rates may apply, and how to stop and get help. The server's consent
 * text is the record; these lines are added under it only when it does not already say them,
 * in English or in Spanish (decision 280: the consent text is in the reader's language).
 */
const DISCLOSURES: ReadonlyArray<{ says: RegExp; line: (dailyCap: number) => string }> = [
  {
    says: /\b(a|per) day\b|\bdaily\b|\bal día\b|\bpor día\b|\bdiari[oa]s?\b/i,
    line: (dailyCap) =>
      i18n._(
        msg`Air-quality alerts about 2 hours before the air at your places turns bad, and at most ${plural(dailyCap, { one: '# all-clear or update', other: '# all-clears and updates' })} a day.`,
      ),
  },
  {
    says: /\b(msg|message)s?\s*(&|and)\s*data rates may apply\b|\btarifas de (mensajes|msj)\s*(y|&)\s*datos\b/i,
    line: () => i18n._(msg`Msg & data rates may apply.`),
  },
  {
    says: /\b(reply|responde)\s+stop\b[\s\S]*\b(help|ayuda)\b/i,
    line: () => i18n._(msg({ message: 'Reply STOP to cancel, HELP for help.', comment: 'STOP and HELP are the keywords a person texts; they stay in English' })),
  },
]

/** The required disclosures `consentText` leaves out, as lines to show under it. */
export function missingDisclosures(consentText: string, dailyCap: number): string[] {
  return DISCLOSURES.filter(({ says }) => !says.test(consentText)).map(({ line }) => line(dailyCap))
}
