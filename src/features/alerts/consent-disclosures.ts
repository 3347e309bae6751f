/**
 * What US carriers require an SMS opt-in to say (CTIA Messaging Principles): what is sent
 * and how often, that rates may apply, and how to stop and get help. The server's consent
 * text is the record; these lines are added under it only when it does not already say them.
 */
const DISCLOSURES: ReadonlyArray<{ says: RegExp; line: (dailyCap: number) => string }> = [
  {
    says: /\b(a|per) day\b|\bdaily\b/i,
    line: (dailyCap) =>
      `Air-quality alerts about 2 hours before the air at your places turns bad, and at most ${dailyCap} ${dailyCap === 1 ? 'all-clear or update' : 'all-clears and updates'} a day.`,
  },
  { says: /\b(msg|message)s?\s*(&|and)\s*data rates may apply\b/i, line: () => 'Msg & data rates may apply.' },
  { says: /\breply\s+stop\b[\s\S]*\bhelp\b/i, line: () => 'Reply STOP to cancel, HELP for help.' },
]

/** The required disclosures `consentText` leaves out, as lines to show under it. */
export function missingDisclosures(consentText: string, dailyCap: number): string[] {
  return DISCLOSURES.filter(({ says }) => !says.test(consentText)).map(({ line }) => line(dailyCap))
}
