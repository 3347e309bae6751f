/*
 * A minimal PDF 1.4 writer for text documents (docs/decisions/065): A4 pages, the standard
 * Helvetica and Helvetica-Bold fonts (every PDF reader has them, so nothing is embedded) in
 * WinAnsiEncoding, lines placed top to bottom with automatic page breaks. About 2 KB instead
 * of a PDF library; loaded only when someone exports.
 *
 * Its strings are PDF syntax, not words: the document's words come from its caller, translated
 * there (decision 280). WinAnsiEncoding holds Latin-1, so Spanish (á é í ó ú ñ ü ¿ ¡) is
 * written as it is, one byte a character, with nothing embedded.
 */
/* eslint-disable lingui/no-unlocalized-strings -- PDF syntax, not words (see above) */

export interface PdfLine {
  text: string
  /** Points; 10 by default. */
  size?: number
  bold?: boolean
  /** Extra space above the line, in points. */
  spaceBefore?: number
}

export interface PdfDocument {
  /** The document's title in its properties. */
  title: string
  lines: readonly PdfLine[]
  /** When the document was made; written to its properties. */
  createdAt: Date
}

const PAGE_WIDTH = 595 // A4, points
const PAGE_HEIGHT = 842
const MARGIN = 50
const LINE_HEIGHT = 1.4
/** Helvetica averages about half an em per character; wrapping at 0.52 em keeps lines inside the margins. */
const AVERAGE_CHAR_EM = 0.52

/** Unicode → WinAnsiEncoding for the characters of 0x80-0x9F; Latin-1 covers 0xA0-0xFF as it is. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

/**
 * A PDF string literal in WinAnsiEncoding, as a "binary string" (one char per byte):
 * \ ( ) escaped, control characters dropped, characters the font lacks shown as "?".
 */
function pdfString(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f
    if (code < 0x20) continue
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`
    else if (code < 0x7f || (code >= 0xa0 && code <= 0xff)) out += char
    else out += String.fromCharCode(WIN_ANSI[char] ?? 0x3f)
  }
  return `(${out})`
}

/** Splits a line into pieces that fit the page width, at spaces where it can. */
function wrap(text: string, size: number): string[] {
  const max = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_CHAR_EM))
  const pieces: string[] = []
  let rest = text
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max)
    const cut = space > max / 2 ? space : max
    pieces.push(rest.slice(0, cut))
    rest = rest.slice(cut).trimStart()
  }
  pieces.push(rest)
  return pieces
}

/** Each page's content stream: the lines set from the top margin down. */
function layOut(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines) {
    const size = line.size ?? 10
    const font = line.bold ? 'F2' : 'F1'
    y -= line.spaceBefore ?? 0
    for (const piece of wrap(line.text, size)) {
      y -= size * LINE_HEIGHT
      if (y < MARGIN) {
        pages.push([])
        y = PAGE_HEIGHT - MARGIN - size * LINE_HEIGHT
      }
      pages.at(-1)?.push(`BT /${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(piece)} Tj ET`)
    }
  }
  return pages.map((commands) => commands.join('\n'))
}

/** "D:20261121143000Z" */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`
}

/** The document as the bytes of a PDF 1.4 file. */
export function textPdf({ title, lines, createdAt }: PdfDocument): Uint8Array<ArrayBuffer> {
  const streams = layOut(lines)
  const pageIds = streams.map((_, i) => 6 + 2 * i)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (AirAhead) /CreationDate (${pdfDate(createdAt)}) >>`,
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ]

  // One char per byte throughout, so string lengths are byte offsets.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = objects.map((body, i) => {
    const offset = file.length
    file += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = file.length
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  file += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`

  return Uint8Array.from(file, (char) => char.charCodeAt(0))
}
