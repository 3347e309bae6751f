// `node scripts/audit-production.mjs` (CI): `npm audit --omit=dev`, failing on a high or
// critical advisory, and saying so, without failing, when the advisory service cannot be
// reached (docs/decisions/094-build-checks.md).
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

const FAILING = ['high', 'critical']

/**
 * Advisories (their URL) judged harmless here, each with the decision record that says why.
 * Empty: none so far.
 */
export const ACCEPTED_ADVISORIES = {}

/**
 * What an `npm audit --json` output means for the build.
 * @returns `unreachable` when it holds no report (the service answered an error or nothing),
 *   else the advisories at or over high severity, one line each
 */
export function auditVerdict(output) {
  let report
  try {
    report = JSON.parse(output)
  } catch {
    return { kind: 'unreachable', reason: 'npm audit printed no JSON report' }
  }
  const counts = report?.metadata?.vulnerabilities
  if (!counts) return { kind: 'unreachable', reason: report?.message ?? report?.error?.summary ?? 'no report' }
  // Each advisory is listed on the package it is in; packages flagged only through another
  // package (`via` names it) are fixed with it.
  const failing = Object.values(report.vulnerabilities ?? {}).flatMap((v) => {
    const advisories = (v.via ?? []).filter(
      (via) => typeof via === 'object' && FAILING.includes(via.severity) && !(via.url in ACCEPTED_ADVISORIES),
    )
    return advisories.map((via) => `${v.name} (${via.severity}): ${via.title} ${via.url}; fix: ${fixOf(v)}`)
  })
  return { kind: 'report', counts, failing }
}

function fixOf(vulnerability) {
  const fix = vulnerability.fixAvailable
  if (fix === true) return '`npm audit fix`'
  if (fix && typeof fix === 'object') return `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (major)' : ''}`
  return 'none yet'
}

function main() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
  const verdict = auditVerdict(result.stdout ?? '')
  if (verdict.kind === 'unreachable') {
    console.log(`audit: not checked, the npm advisory service did not answer (${verdict.reason})`)
    return
  }
  const { critical, high, moderate, low } = verdict.counts
  console.log(`audit: production dependencies: critical=${critical} high=${high} moderate=${moderate} low=${low}`)
  if (verdict.failing.length === 0) return
  for (const line of verdict.failing) console.error(`audit: ${line}`)
  console.error('audit: upgrade (npm overrides for a nested package), or record in docs/decisions/ why it cannot affect us and add it to ACCEPTED_ADVISORIES.')
  process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
