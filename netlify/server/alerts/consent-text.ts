import { english, type Translate } from '../../../src/domain/i18n/locales'

/**
 * The SMS opt-in disclosure (CTIA Messaging Principles and Best Practices: program name,
 * what is sent and how often, "Msg & data rates may apply", STOP and HELP, terms and
 * privacy), in English and, through the catalog, the reader's language. Changing the wording
 * (in any language) means a new version: consent is stored with the version and the exact
 * text the person accepted, in the language it was shown in.
 */
const CONSENT_TEXT_MESSAGE = /*i18n*/ {
  id: 'alert.consentText',
  message:
    'AirAhead air-quality alerts: we text you about 2 hours before the air at your places is ' +
    'forecast to reach your alert level (one warning per episode, plus one if it turns Very Poor), ' +
    'and a short note when it clears if you want one, at most your daily limit of those (3 a day unless you change it). ' +
    'Msg & data rates may apply. ' +
    'Reply STOP to cancel, HELP for help. Terms: /pricing#terms. Privacy: /pricing#privacy.',
  comment:
    'The SMS opt-in the person accepts, shown in the app (not sent: accents are fine). It must say what is sent and how often ("al día"), that message and data rates may apply ("tarifas de mensajes y datos"), and "STOP" and "HELP" after "Responde"; a change needs a new CONSENT_TEXT version.',
}

/** The opt-in's text in the reader's words (`english` for the version's own text). */
export const consentText = (t: Translate) => t(CONSENT_TEXT_MESSAGE)

export const CONSENT_TEXT = {
  // 2026-11-27: a warning is never held back by the daily limit; the limit is for the rest (decision 200).
  // The Spanish text is the same version: the same terms, in the reader's language.
  version: '2026-11-27',
  text: consentText(english),
} as const

const CONSENT_CONFIRMATION_MESSAGE = /*i18n*/ {
  id: 'alert.consentConfirmation',
  message: 'AirAhead: alerts are on. We text about 2 h before bad air at your places. Msg & data rates may apply. Reply HELP for help, STOP to cancel.',
}
/** The confirmation text sent right after the opt-in, in the reader's words (GSM-7, decision 282). */
export const consentConfirmation = (t: Translate = english) => t(CONSENT_CONFIRMATION_MESSAGE)

/**
 * The answers to HELP (and to texts we do not understand), STOP and START (Twilio's own
 * opt-out replies are off for this sender), in the number's account's language (GSM-7, one
 * segment: decision 282). The keywords stay the carriers' own (STOP, START, HELP).
 */
const REPLIES = {
  help: /*i18n*/ {
    id: 'sms.reply.help',
    message: 'AirAhead air-quality alerts. Change settings at airahead.app/alerts. Msg & data rates may apply. Reply STOP to cancel.',
  },
  stop: /*i18n*/ { id: 'sms.reply.stop', message: 'AirAhead: you will get no more texts. Reply START to turn alerts back on.' },
  start: /*i18n*/ { id: 'sms.reply.start', message: 'AirAhead: texts are back on for this number. Reply STOP to cancel, HELP for help.' },
} as const

export const keywordReply = (keyword: keyof typeof REPLIES, t: Translate = english) => t(REPLIES[keyword])
export const HELP_REPLY = keywordReply('help')
export const STOP_REPLY = keywordReply('stop')
export const START_REPLY = keywordReply('start')
