import { changePhoneBodySchema, type ChangePhoneResponse } from '../../../src/domain/contracts/auth'
import { clientIp } from '../client-ip'
import { serverEnv } from '../env'
import { json, problem, readerText } from '../http'
import { paymentsMode } from '../providers/payments/mode'
import { readJsonBody } from '../request-body'
import type { SessionUser } from '../session-user'
import { currentUserView } from './current-user-view'
import { guardStateChange } from './guards'
import { formatPhone } from './phone'
import { textOldNumber } from './phone-change-notice'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'
import { phoneProvenByCode } from './proven-phone'
import { withTransaction } from '../data/transaction'

/** The caller's session: who, and which session (kept when the others end). */
export interface CallerSession {
  user: SessionUser
  tokenHash: Buffer
}

export const CHANGE_PHONE_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.changePhone.signIn', message: 'Sign in with your current phone number first; then you can move your account to a new one.' },
  inUse: /*i18n*/ { id: 'problem.changePhone.inUse', message: 'That number already has its own AirAhead account. Sign in with it, or delete that account first.' },
} as const

/**
 * POST /api/user/phone {phone, code}: moves the signed-in account to a new phone number,
 * proven with the one-time code from POST /api/auth/code. Premium, places and settings
 * stay; the SMS consent belongs to the old number, so alerts are switched off until the
 * person agrees to texts at the new one (decision 086). The code is checked before
 * anything about the number is revealed, so this cannot tell who has an account. A move
 * ends the account's other sessions (this one stays) and texts the old number (decision 118).
 * `sessionOf` reads the caller's session from the request (session.ts's `currentSession`,
 * passed in by the function: auth/ does not import session.ts, which imports auth/).
 */
export async function changePhone(req: Request, sessionOf: (req: Request) => Promise<CallerSession | null>): Promise<Response> {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const session = await sessionOf(req)
  const user = session?.user
  if (!session || !user || user.anonymous) return problem(401, 'not_signed_in', CHANGE_PHONE_MESSAGES.signIn)
  const body = await readJsonBody(req, changePhoneBodySchema)
  if (!body.ok) return body.response

  const now = new Date()
  const phone = await phoneProvenByCode(body.value, now, clientIp(req))
  if (!phone.ok) return phone.error

  const moved = await movePhone(user.id, session.tokenHash, phone.value, now)
  if (moved.kind === 'in_use') return problem(409, 'phone_in_use', CHANGE_PHONE_MESSAGES.inUse)
  if (moved.kind === 'gone') return problem(401, 'not_signed_in', CHANGE_PHONE_MESSAGES.signIn)
  if (moved.kind === 'moved') await textOldNumber(moved.oldPhone, phone.value, new URL(req.url).hostname, translator(requestLocale(req)))

  const view = await currentUserView(user.id, paymentsMode(serverEnv()))
  if (!view) return problem(401, 'not_signed_in', CHANGE_PHONE_MESSAGES.signIn)
  const answer: ChangePhoneResponse = {
    user: view,
    changed: moved.kind === 'moved',
    message:
      moved.kind === 'moved'
        ? readerText(/*i18n*/ { id: 'answer.changePhone.moved', message: 'Your account now uses {phone}. Alerts are off until you agree to texts at this number. Your other devices were signed out.', values: { phone: formatPhone(phone.value) } })
        : readerText(/*i18n*/ { id: 'answer.changePhone.same', message: '{phone} is already your number.', values: { phone: formatPhone(phone.value) } }),
  }
  return json(answer, { headers: { 'cache-control': 'private, no-store' } })
}

type Move = { kind: 'moved'; oldPhone: string } | { kind: 'same' } | { kind: 'in_use' } | { kind: 'gone' }

/**
 * The number change itself, in one transaction with the end of every other session of the
 * account (whoever else held one no longer gets in); another account's number is never taken
 * (the unique index decides a race between two accounts claiming the same new number).
 */
async function movePhone(userId: string, keptSession: Buffer, phone: string, now: Date): Promise<Move> {
  try {
    return await withTransaction(async (tx): Promise<Move> => {
      const [owner] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1 FOR UPDATE`, [phone])
      if (owner) return owner.id === userId ? { kind: 'same' } : { kind: 'in_use' }
      const [old] = await tx.query<{ phone_e164: string }>(`SELECT phone_e164 FROM users WHERE id = $1 AND phone_e164 IS NOT NULL FOR UPDATE`, [userId])
      if (!old) return { kind: 'gone' }
      await tx.query(`UPDATE users SET phone_e164 = $2, phone_verified_at = $3, alerts_enabled = false WHERE id = $1`, [userId, phone, now])
      await tx.query(`DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2`, [userId, keptSession])
      return { kind: 'moved', oldPhone: old.phone_e164 }
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return { kind: 'in_use' }
    throw error
  }
}
