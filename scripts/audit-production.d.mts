export const ACCEPTED_ADVISORIES: Readonly<Record<string, string>>
export type AuditVerdict =
  | { kind: 'unreachable'; reason: string }
  | { kind: 'report'; counts: Record<'info' | 'low' | 'moderate' | 'high' | 'critical' | 'total', number>; failing: string[] }
export function auditVerdict(output: string): AuditVerdict
