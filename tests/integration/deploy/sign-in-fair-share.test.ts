import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_CODE_RULES, WRONG_CODE_RULES } from '../../../netlify/server/auth/sign-in-code-limits'
import { SIGN_IN_TEXT_CAPS } from '../../../netlify/server/auth/sign-in-text-caps'
import { query } from '../../../netlify/server/db'
import { deployPostgresUrl, post, problemOf, useDeploySite, type Answer } from './deploy-site'

const MEMBER = '+12015550100'
const HOME = '198.51.100.10'
const TRAVEL = '2001:db8:fe:1::5'

/** Made-up numbers as a pumping botnet sends them: sequential US and UK mobile numbers. */
const madeUp = (i: number) => (i % 2 === 0 ? `+1201555${String(3000 + i).padStart(4, '0')}` : `+447400${String(100_000 + i)}`)

/** Decision 231, against the audit's attacks, on a deploy's configuration and a real PostgreSQL. */
describe.skipIf(deployPostgresUrl() === null)('a deploy: no stranger can switch sign-in off for members', () => {
  const site = useDeploySite()
  const askCode = (phone: string, ip: string) => post(site().server, '/api/auth/code', { phone }, { ip })
  const verify = (phone: string, code: string, ip: string) => post(site().server, '/api/auth/verify', { phone, code }, { ip })
  /** The code in the newest text Twilio was asked to send to `phone`. */
  const textedCode = (phone: string) => {
    const body = site().twilio.requests.filter((r) => r.form['To'] === phone).at(-1)?.form['Body'] ?? ''
    return /code is (\d{6})/.exec(body)?.[1] ?? ''
  }
  /** The session cookie a sign-in answer sets, as the browser sends it back. */
  const sessionCookieOf = (answer: Answer) =>
    [answer.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('__Host-airahead_session=')) ?? ''
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  /** The member signs in once from home: the number has an account, home is its own network. */
  async function memberSignedInAtHome(): Promise<void> {
    expect((await askCode(MEMBER, HOME)).status).toBe(200)
    expect((await verify(MEMBER, textedCode(MEMBER), HOME)).status).toBe(200)
    // The member's own code requests of the hour are not what the tests below are about.
    await query(`DELETE FROM rate_limit_hits`)
  }

  beforeEach(async () => {
    await query(`TRUNCATE users, sms_outbox, rate_limit_hits, sign_in_codes CASCADE`)
    site().twilio.requests.length = 0
    await memberSignedInAtHome()
  })

  it('a botnet spending the hourly cap on made-up numbers pauses new numbers only: the member signs in at home, travelling, and opens Checkout', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // 4 IPv6 /48s × 3 /64s: each /64 at its 20 an hour, each /48 at its 60; US and UK numbers
    // alternate so neither country's share stops them before the global cap does.
    const networks = [1, 2, 3, 4].flatMap((site48) => [1, 2, 3].map((net64) => `2001:db8:${site48}:${net64}::`))
    const statuses: number[] = []
    try {
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all(networks.map((net, n) => askCode(madeUp(round * networks.length + n), `${net}${(round + 1).toString(16)}`)))
        statuses.push(...answers.map((a) => a.status))
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(SIGN_IN_TEXT_CAPS.hourly.limit)
      expect(new Set(statuses)).toEqual(new Set([200, 503]))

      const newcomer = await askCode('+12015559999', '203.0.113.50')
      expect(newcomer.status).toBe(503)
      expect(problemOf(newcomer)).toMatchObject({ error: 'sign_in_paused', message: expect.stringMatching(/^Sign-in texts are paused to new numbers/) })
    } finally {
      warned.mockRestore()
    }

    for (const ip of [HOME, TRAVEL]) {
      const asked = await askCode(MEMBER, ip)
      expect(asked.status, ip).toBe(200)
      const signedIn = await verify(MEMBER, textedCode(MEMBER), ip)
      expect(signedIn.status, ip).toBe(200)
      const checkout = await post(site().server, '/api/billing/checkout', {}, { ip, headers: { cookie: sessionCookieOf(signedIn) } })
      expect(checkout.status, ip).toBe(200)
      expect(JSON.parse(checkout.body)).toMatchObject({ url: expect.stringMatching(/^https?:\/\//) })
    }
  })

  it('counts new numbers per IPv6 /48 too: a fourth /64 of one site is refused, a member from it is not', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await askCode(madeUp(i), `2001:db8:48:${Math.floor(i / 20) + 1}::${i + 1}`)).status)
    expect(statuses.slice(0, SIGN_IN_CODE_RULES.perBlock.limit).every((s) => s === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await askCode(MEMBER, '2001:db8:48:4::1')).status).toBe(200)
  })

  it("a stranger's wrong codes lock the stranger's networks, not the member: the member's code still works at home", async () => {
    // Two networks, five wrong tries each (the code locks at five): the number's day of
    // wrong codes from networks that never signed it in is spent.
    for (const ip of ['203.0.113.61', '203.0.113.62']) {
      expect((await askCode(MEMBER, ip)).status).toBe(200)
      const stolen = textedCode(MEMBER)
      for (let t = 0; t < 5; t++) expect((await verify(MEMBER, wrong(stolen), ip)).status).toBe(400)
    }
    expect((await askCode(MEMBER, '203.0.113.63')).status).toBe(200)
    const refused = await verify(MEMBER, '000000', '203.0.113.63')
    expect(refused.status).toBe(429)
    expect(problemOf(refused).message).toBe('Too many wrong codes for this number today. Try again later.')

    // At home the member asks for a code; the stranger asks for a newer one meanwhile.
    expect((await askCode(MEMBER, HOME)).status).toBe(200)
    const mine = textedCode(MEMBER)
    expect((await askCode(MEMBER, '203.0.113.64')).status).toBe(200)
    expect(textedCode(MEMBER)).not.toBe(mine)
    const signedIn = await verify(MEMBER, mine, HOME)
    expect(signedIn.status).toBe(200)
    expect(JSON.parse(signedIn.body)).toMatchObject({ created: false })
  })

  it(`locks a network that guesses at many numbers after ${WRONG_CODE_RULES.perNetwork.limit} wrong codes a day`, async () => {
    const guesser = '203.0.113.70'
    let wrongs = 0
    for (let n = 0; wrongs < WRONG_CODE_RULES.perNetwork.limit; n++) {
      const phone = madeUp(n)
      expect((await askCode(phone, guesser)).status).toBe(200)
      for (let t = 0; t < 5 && wrongs < WRONG_CODE_RULES.perNetwork.limit; t++, wrongs++) {
        expect((await verify(phone, wrong(textedCode(phone)), guesser)).status).toBe(400)
      }
    }
    const next = madeUp(100)
    expect((await askCode(next, guesser)).status).toBe(200)
    const locked = await verify(next, textedCode(next), guesser)
    expect(locked.status).toBe(429)
    expect(problemOf(locked).message).toBe('Too many wrong codes from this network today. Try again later.')
    expect(await query(`SELECT 1 FROM sign_in_codes WHERE phone_e164 = $1 AND consumed_at IS NOT NULL`, [next])).toEqual([])
    // Nothing of that is the member's: the member signs in from home as ever.
    expect((await askCode(MEMBER, HOME)).status).toBe(200)
    expect((await verify(MEMBER, textedCode(MEMBER), HOME)).status).toBe(200)
  })
})
