import { escapeMarkup as escapeHtml } from '../escape-markup'

/** HTML that is already safe to insert: made only by {@link html}. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly SafeHtml[]


function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map((part: SafeHtml) => part.value).join('')
  return escapeHtml(String(value))
}

/**
 * A template tag that escapes every interpolated string or number, so data (a source's
 * name, a place) can never become markup; nested `html` results and arrays of them pass.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}
