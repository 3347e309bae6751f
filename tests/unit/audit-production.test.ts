import { describe, expect, it } from 'vitest'
import { auditVerdict } from '../../scripts/audit-production.mjs'

const counts = (high: number, critical: number, moderate = 0) => ({ info: 0, low: 0, moderate, high, critical, total: high + critical + moderate })

/** The shape of `npm audit --json` (report version 2), trimmed to what the verdict reads. */
function report(vulnerabilities: Record<string, unknown>, metadata = counts(0, 0)) {
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: metadata } })
}

const advisory = (severity: string, title: string, id: string) => ({
  source: 1,
  name: 'axios',
  dependency: 'axios',
  title,
  url: `https://github.com/advisories/${id}`,
  severity,
  range: '<1.8.2',
})

describe('auditVerdict', () => {
  it('passes a report without high or critical advisories', () => {
    const verdict = auditVerdict(
      report({ debug: { name: 'debug', severity: 'moderate', via: [advisory('moderate', 'ReDoS', 'GHSA-aaaa')], fixAvailable: true } }, counts(0, 0, 1)),
    )
    expect(verdict).toEqual({ kind: 'report', counts: counts(0, 0, 1), failing: [] })
  })

  it('lists each high or critical advisory once, on the package it is in, with its fix', () => {
    const verdict = auditVerdict(
      report(
        {
          axios: {
            name: 'axios',
            severity: 'high',
            via: [advisory('high', 'SSRF in axios', 'GHSA-8hc4-vh64-cxmj'), advisory('low', 'minor', 'GHSA-bbbb')],
            fixAvailable: { name: 'twilio', version: '6.3.0', isSemVerMajor: false },
          },
          // Flagged only through axios: fixed with it, not listed again.
          twilio: { name: 'twilio', severity: 'high', via: ['axios'], fixAvailable: true },
        },
        counts(2, 0),
      ),
    )
    expect(verdict).toEqual({
      kind: 'report',
      counts: counts(2, 0),
      failing: ['axios (high): SSRF in axios https://github.com/advisories/GHSA-8hc4-vh64-cxmj; fix: twilio@6.3.0'],
    })
  })

  it('says the service was unreachable when npm printed its error instead of a report', () => {
    const error = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    })
    expect(auditVerdict(error)).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    })
    expect(auditVerdict('').kind).toBe('unreachable')
  })
})
