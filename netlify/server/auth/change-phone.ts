import { changePhoneBodySchema, type ChangePhoneResponse } from '../../../src/domain/contracts/auth'
import { serverEnv } from '../env'
import { json, problem } from '../http'
import { paymentsMode } from '../providers/payments/mode'
import { readJsonBody } from '../request-body'
import type { SessionUser } from '../session-user'
import { currentUserView } from './current-user-view'
import { guardStateChange } from './guards'
import { formatPhone } from './phone'
import { phoneProvenByCode } from './proven-phone'
import { withTransaction } from '../data/transaction'

export const CHANGE_PHONE_MESSAGES = {
  signIn: 'Sign in with your current phone number first; then you can move your account to a new one.',
  inUse: 'That number already has its own AirAhead account. Sign in with it, or delete that account first.',
} as const

/**
 * POST /api/user/phone {phone, code}: moves the signed-in account to a new phone number,
 * proven with the one-time code from POST /api/auth/code. Premium, places and settings
 * stay; the SMS consent belongs to the old number, so alerts are switched off until the
 * person agrees to texts at the new one (decision 086). The code is checked before
 * anything about the number is revealed, so this cannot tell who has an account. `who`
 * reads the caller from the request (session.ts's `currentUser`, passed in by the function:
 * auth/ does not import session.ts, which imports auth/).
 */
export async function changePhone(req: Request, who: (req: Request) => Promise<SessionUser | null>): Promise<Response> {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const user = await who(req)
  if (!user || user.anonymous) return problem(401, 'not_signed_in', CHANGE_PHONE_MESSAGES.signIn)
  const body = await readJsonBody(req, changePhoneBodySchema)
  if (!body.ok) return body.response

  const now = new Date()
  const phone = await phoneProvenByCode(body.value, now)
  if (!phone.ok) return phone.error

  const moved = await movePhone(user.id, phone.value, now)
  if (moved === 'in_use') return problem(409, 'phone_in_use', CHANGE_PHONE_MESSAGES.inUse)

  const view = await currentUserView(user.id, paymentsMode(serverEnv()))
  if (!view) return problem(401, 'not_signed_in', CHANGE_PHONE_MESSAGES.signIn)
  const answer: ChangePhoneResponse = {
    user: view,
    changed: moved === 'moved',
    message:
      moved === 'moved'
        ? `Your account now uses ${formatPhone(phone.value)}. Alerts are off until you agree to texts at this number.`
        : `${formatPhone(phone.value)} is already your number.`,
  }
  return json(answer, { headers: { 'cache-control': 'private, no-store' } })
}

/**
 * The number change itself, in one transaction; another account's number is never taken
 * (the unique index decides a race between two accounts claiming the same new number).
 */
async function movePhone(userId: string, phone: string, now: Date): Promise<'moved' | 'same' | 'in_use'> {
  try {
    return await withTransaction(async (tx) => {
      const [owner] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1 FOR UPDATE`, [phone])
      if (owner) return owner.id === userId ? 'same' : 'in_use'
      await tx.query(`UPDATE users SET phone_e164 = $2, phone_verified_at = $3, alerts_enabled = false WHERE id = $1`, [userId, phone, now])
      return 'moved'
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return 'in_use'
    throw error
  }
}
