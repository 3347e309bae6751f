/*
 * The GSM 03.38 default alphabet (3GPP TS 23.038 §6.2.1). A text written only in it travels as
 * 7-bit septets, 160 to a single SMS; one character outside it switches the whole text to UCS-2
 * and 70 per segment. Characters of the extension table cost two septets (escape + code).
 * The escape code itself (0x1B) is left out: it never stands alone in a text.
 */
const BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const EXTENSION = new Set('\f^{}\\[~]|€')

/** Septets in one single-part SMS written in the GSM-7 alphabet. */
export const SMS_SEPTETS = 160

/** True when every character is in the GSM-7 basic or extension table. */
export function isGsm7(text: string): boolean {
  for (const char of text) {
    if (!BASIC.has(char) && !EXTENSION.has(char)) return false
  }
  return true
}

/**
 * Length of `text` in GSM-7 septets: 1 per basic character, 2 per extension character.
 * @throws RangeError when `text` has a character outside GSM-7 (check with `isGsm7` first)
 */
export function gsm7Length(text: string): number {
  let septets = 0
  for (const char of text) {
    if (BASIC.has(char)) septets += 1
    else if (EXTENSION.has(char)) septets += 2
    else throw new RangeError(`not a GSM-7 character: U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)
  }
  return septets
}

// Look-alikes for common characters that have no GSM-7 form (or only a two-septet one).
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '[': '(', ']': ')', '{': '(', '}': ')', '|': '/', '\\': '/', '~': '-', '^': '', '€': 'EUR',
  '‘': "'", '’': "'", '‚': "'", '`': "'", '´': "'", '“': '"', '”': '"', '„': '"',
  '–': '-', '—': '-', '‐': '-', '…': '...', 'ç': 'c', 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D',
  'ð': 'd', 'Ð': 'D', 'þ': 'th', 'Þ': 'Th', 'œ': 'oe', 'Œ': 'OE', 'ı': 'i', 'ĸ': 'k',
}

/** One character in GSM-7 basic letters: itself, a look-alike, its unaccented letter, or nothing. */
function basicForm(char: string): string {
  if (BASIC.has(char)) return /\s/.test(char) ? ' ' : char
  const lookAlike = LOOK_ALIKES[char]
  if (lookAlike !== undefined) return lookAlike
  if (/\s/.test(char)) return ' '
  // "ő" → "o" + U+030B: keep the base letter when it is GSM-7, drop the accent.
  const base = char.normalize('NFD').charAt(0)
  return base !== char && BASIC.has(base) ? base : ''
}

/**
 * `text` in GSM-7 basic characters only, for user-written words such as a place name:
 * accents outside GSM-7 are dropped ("Łódź" → "Lodz"), extension characters and curly quotes
 * get look-alikes, emoji and other scripts are dropped, and white space collapses to one space.
 */
export function toGsm7Basic(text: string): string {
  return Array.from(text, basicForm).join('').replace(/ {2,}/g, ' ').trim()
}

/** UTF-16 code units in one single-part SMS sent as UCS-2 (a text with any character outside GSM-7). */
export const SMS_UCS2_UNITS = 70

/**
 * How a text travels and what it costs (decision 282): GSM-7 septets, 160 to a single SMS and
 * 153 to each part of a longer one; else UCS-2 code units, 70 to a single SMS and 67 a part.
 */
export function smsLength(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; segments: number } {
  const gsm = isGsm7(text)
  const units = gsm ? gsm7Length(text) : text.length
  const [single, part] = gsm ? [SMS_SEPTETS, 153] : [SMS_UCS2_UNITS, 67]
  return { encoding: gsm ? 'gsm7' : 'ucs2', units, segments: units <= single ? 1 : Math.ceil(units / part) }
}

/**
 * Characters of GSM-7 basic text that `text` leaves room for in one segment: septets under 160
 * when `text` is GSM-7, else UCS-2 units under 70 (each GSM-7 basic character is one unit).
 */
export function singleSegmentRoom(text: string): number {
  const { encoding, units } = smsLength(text)
  return (encoding === 'gsm7' ? SMS_SEPTETS : SMS_UCS2_UNITS) - units
}
