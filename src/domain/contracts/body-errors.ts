/**
 * The message of an object-level issue of a request body: a field the contract does not
 * know (strict objects reject them), or a body that is not a JSON object at all.
 */
export function bodyObjectError(issue: { code?: string; keys?: readonly PropertyKey[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const names = issue.keys.map(String).join(', ')
    return issue.keys.length === 1 ? `Unknown field: ${names}.` : `Unknown fields: ${names}.`
  }
  return 'The request body must be a JSON object.'
}
