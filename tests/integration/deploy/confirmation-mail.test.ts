import { beforeEach, describe, expect, it } from 'vitest'
import { query } from '../../../netlify/server/db'
import { CONFIRMATION_MAIL_LIMITS } from '../../../netlify/server/email/confirmation-mail-budget'
import { deployPostgresUrl, post, problemOf, useDeploySite } from './deploy-site'

/** Decision 232: one sender cannot spend the site's hour of confirmation e-mails, on a deploy with SMTP. */
describe.skipIf(deployPostgresUrl() === null)('a deploy: confirmation e-mails are shared fairly', () => {
  const site = useDeploySite({ smtp: true })
  const subscribe = (email: string, ip: string) => post(site().server, '/api/newsletter/subscribe', { email }, { ip })
  const mailedTo = (email: string) => (site().smtp?.received ?? []).some((m) => m.to.includes(email))

  beforeEach(async () => {
    await query(`TRUNCATE newsletter_subscribers, rate_limit_hits`)
    site().smtp?.received.splice(0)
  })

  it('one network mailing strangers is stopped at its share; a member elsewhere still gets the link', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= CONFIRMATION_MAIL_LIMITS.perNetwork.limit; i++) statuses.push((await subscribe(`stranger${i}@mail${i}.example`, '203.0.113.80')).status)
    expect(statuses.slice(0, -1)).toEqual(new Array(CONFIRMATION_MAIL_LIMITS.perNetwork.limit).fill(201))
    expect(statuses.at(-1)).toBe(429)
    expect(await query(`SELECT 1 FROM newsletter_subscribers WHERE email = $1`, [`stranger${CONFIRMATION_MAIL_LIMITS.perNetwork.limit}@mail${CONFIRMATION_MAIL_LIMITS.perNetwork.limit}.example`])).toEqual([])

    expect((await subscribe('member@example.org', '198.51.100.81')).status).toBe(201)
    expect(mailedTo('member@example.org')).toBe(true)
  })

  it('many networks mailing one domain are stopped at its share; other domains still get their links', async () => {
    const answers = []
    for (let i = 0; i <= CONFIRMATION_MAIL_LIMITS.perDomain.limit; i++) answers.push(await subscribe(`person${i}@victim.example`, `192.0.${i}.1`))
    expect(answers.slice(0, -1).every((a) => a.status === 201)).toBe(true)
    const refused = answers.at(-1)
    expect(refused?.status).toBe(429)
    expect(refused && problemOf(refused).message).toMatch(/addresses like yours/)

    expect((await subscribe('member@example.org', '198.51.100.82')).status).toBe(201)
    expect(mailedTo('member@example.org')).toBe(true)
  })
})
