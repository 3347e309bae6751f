import { say } from '../../../src/domain/i18n/ambient'
import type { MessageDescriptor } from '../../../src/domain/i18n/locales'
import { RESEND_AFTER_SECONDS } from '../../../src/domain/contracts/auth'
import { blockRateLimitKey, networkRateLimitKey, rateLimitKey } from '../client-ip'
import type { RateLimitCheck, RateLimitRule } from '../rate-limit'
import type { SignInStanding } from './sign-in-standing'

/**
 * The limits on asking for a sign-in code, checked in this order so a refused request spends
 * as little of the later budgets as possible; the caps on all texts together come last
 * (`takeSignInTextBudget`). Decisions 041, 115 and 231.
 */
export const SIGN_IN_CODE_RULES = {
  /** Against SMS pumping: one network (IPv4 address, IPv6 /64) texting many numbers. */
  perIp: { name: 'sign-in-code-ip', limit: 20, windowSeconds: 3600 },
  /** One code a minute per number and network (a stranger elsewhere cannot hold a member's back). */
  resend: { name: 'sign-in-code-resend', limit: 1, windowSeconds: RESEND_AFTER_SECONDS },
  /** A number's codes asked from networks that never signed it in, together. */
  perPhone: { name: 'sign-in-code-phone', limit: 5, windowSeconds: 3600 },
  /** Two hours' worth: a number is not texted codes all day long (decision 115). */
  perPhoneDay: { name: 'sign-in-code-phone-day', limit: 10, windowSeconds: 86_400 },
  /** The same two, for a network that signed the number in before: its own, which strangers cannot spend. */
  perPhoneOwnNetwork: { name: 'sign-in-code-phone-own-network', limit: 5, windowSeconds: 3600 },
  perPhoneOwnNetworkDay: { name: 'sign-in-code-phone-own-network-day', limit: 10, windowSeconds: 86_400 },
  /** Codes to new numbers from one IPv6 /48 or IPv4 /24: one operator rotating through its /64s. */
  perBlock: { name: 'sign-in-code-block', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>

/**
 * Wrong codes, per day (decisions 115, 231). A stranger must not be able to lock a member
 * out, so the network that guesses is locked, and a number's shared budget binds only the
 * networks that never signed it in; a network that did has a budget of its own for it.
 */
export const WRONG_CODE_RULES = {
  perNetwork: { name: 'sign-in-wrong-code-network-day', limit: 20, windowSeconds: 86_400 },
  perPhone: { name: 'sign-in-wrong-code-phone-day', limit: 10, windowSeconds: 86_400 },
  perPhoneOwnNetwork: { name: 'sign-in-wrong-code-phone-own-network-day', limit: 10, windowSeconds: 86_400 },
} satisfies Record<string, RateLimitRule>

const MESSAGES: Record<string, MessageDescriptor> = {
  [SIGN_IN_CODE_RULES.perIp.name]: /*i18n*/ { id: 'problem.signIn.tooManyFromNetwork', message: 'Too many sign-in codes from this network. Try again later.' },
  [SIGN_IN_CODE_RULES.resend.name]: /*i18n*/ { id: 'problem.signIn.resend', message: 'A code was just sent. You can ask for a new one {seconds} seconds after the last.', values: { seconds: RESEND_AFTER_SECONDS } },
  [SIGN_IN_CODE_RULES.perPhone.name]: /*i18n*/ { id: 'problem.signIn.tooManyForNumber', message: 'Too many codes for this number. Try again later.' },
  [SIGN_IN_CODE_RULES.perPhoneOwnNetwork.name]: /*i18n*/ { id: 'problem.signIn.tooManyForNumber', message: 'Too many codes for this number. Try again later.' },
  [SIGN_IN_CODE_RULES.perPhoneDay.name]: /*i18n*/ { id: 'problem.signIn.tooManyForNumberToday', message: 'Too many codes for this number today. Try again later.' },
  [SIGN_IN_CODE_RULES.perPhoneOwnNetworkDay.name]: /*i18n*/ { id: 'problem.signIn.tooManyForNumberToday', message: 'Too many codes for this number today. Try again later.' },
  [SIGN_IN_CODE_RULES.perBlock.name]: /*i18n*/ { id: 'problem.signIn.tooManyFromNetwork', message: 'Too many sign-in codes from this network. Try again later.' },
  [WRONG_CODE_RULES.perNetwork.name]: /*i18n*/ { id: 'problem.signIn.tooManyWrongFromNetwork', message: 'Too many wrong codes from this network today. Try again later.' },
  [WRONG_CODE_RULES.perPhone.name]: /*i18n*/ { id: 'problem.signIn.tooManyWrongForNumber', message: 'Too many wrong codes for this number today. Try again later.' },
  [WRONG_CODE_RULES.perPhoneOwnNetwork.name]: /*i18n*/ { id: 'problem.signIn.tooManyWrongForNumber', message: 'Too many wrong codes for this number today. Try again later.' },
}

/** What a person reads when `rule` refuses them. */
export const limitMessage = (rule: RateLimitRule): string => say(MESSAGES[rule.name] ?? TOO_MANY_TRIES)

const TOO_MANY_TRIES = /*i18n*/ { id: 'problem.signIn.tooManyTries', message: 'Too many tries. Try again later.' }

/** The key of a number as asked from one network (`networkKey`: `networkRateLimitKey`). */
export const phoneOnNetworkKey = (phone: string, networkKey: string): string => rateLimitKey(`${phone}\n${networkKey}`)

/** The limits a code request for `phone` from `ip` passes before any text is counted or sent. */
export function codeRequestChecks(phone: string, ip: string, standing: SignInStanding): RateLimitCheck[] {
  const network = networkRateLimitKey(ip)
  const ownKey = phoneOnNetworkKey(phone, network)
  return [
    { rule: SIGN_IN_CODE_RULES.perIp, key: network, keepOnRefusal: true },
    { rule: SIGN_IN_CODE_RULES.resend, key: ownKey },
    ...(standing.trustedNetwork
      ? [
          { rule: SIGN_IN_CODE_RULES.perPhoneOwnNetwork, key: ownKey },
          { rule: SIGN_IN_CODE_RULES.perPhoneOwnNetworkDay, key: ownKey },
        ]
      : [
          { rule: SIGN_IN_CODE_RULES.perPhone, key: rateLimitKey(phone) },
          { rule: SIGN_IN_CODE_RULES.perPhoneDay, key: rateLimitKey(phone) },
        ]),
    // Pumping goes to numbers nobody has an account with; a member is not held back by it.
    ...(standing.account ? [] : [{ rule: SIGN_IN_CODE_RULES.perBlock, key: blockRateLimitKey(ip), keepOnRefusal: true }]),
  ]
}

/** The wrong-code budgets a try at `phone`'s code from `ip` takes before it is compared. */
export function wrongCodeChecks(phone: string, ip: string, standing: SignInStanding): RateLimitCheck[] {
  const network = networkRateLimitKey(ip)
  return [
    { rule: WRONG_CODE_RULES.perNetwork, key: network },
    standing.trustedNetwork
      ? { rule: WRONG_CODE_RULES.perPhoneOwnNetwork, key: phoneOnNetworkKey(phone, network) }
      : { rule: WRONG_CODE_RULES.perPhone, key: rateLimitKey(phone) },
  ]
}
