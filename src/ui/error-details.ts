/** A readable text of whatever was thrown, with the stack when there is one. */
export function errorDetails(error: unknown): string {
  if (error instanceof Error) {
    if (!error.stack) return error.message
    // V8 stacks start with "Name: message"; others (Firefox, Safari) hold only the frames.
    return error.stack.includes(error.message) ? error.stack : `${error.message}\n${error.stack}`
  }
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error, null, 2) ?? String(error)
  } catch {
    return String(error)
  }
}
