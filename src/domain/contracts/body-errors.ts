import { say } from '../i18n/ambient'

/*
 * The words every request body's contract shares, in the reader's language (decision 285):
 * the field names inside them are the API's own and stay as they are.
 */
const BODY_MESSAGES = {
  unknownField: /*i18n*/ { id: 'validation.body.unknownField', message: 'Unknown field: {names}.', comment: 'names: a field name of the request, untranslated' },
  unknownFields: /*i18n*/ { id: 'validation.body.unknownFields', message: 'Unknown fields: {names}.', comment: 'names: field names of the request, untranslated' },
  notObject: /*i18n*/ { id: 'validation.body.notObject', message: 'The request body must be a JSON object.' },
  required: /*i18n*/ { id: 'validation.field.required', message: '{field} is required.', comment: "field: the request field's name, untranslated (phone, code, Email)" },
  mustBeText: /*i18n*/ { id: 'validation.field.mustBeText', message: '{field} must be a string.', comment: "field: the request field's name, untranslated (phone, code, Email)" },
}

/**
 * The message of an object-level issue of a request body: a field the contract does not
 * know (strict objects reject them), or a body that is not a JSON object at all.
 */
export function bodyObjectError(issue: { code?: string; keys?: readonly PropertyKey[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const names = issue.keys.map(String).join(', ')
    return say(issue.keys.length === 1 ? BODY_MESSAGES.unknownField : BODY_MESSAGES.unknownFields, { names })
  }
  return say(BODY_MESSAGES.notObject)
}

/** A text field's type error: "phone is required." when it is missing, else "phone must be a string.". */
export const mustBeText = (field: string) => (issue: { input?: unknown }) =>
  say(issue.input === undefined ? BODY_MESSAGES.required : BODY_MESSAGES.mustBeText, { field })
