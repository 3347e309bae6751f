import { describe, expect, it } from 'vitest'
import { textPdf } from './pdf'

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('')
const CREATED = new Date(Date.UTC(2026, 10, 21, 14, 30))

describe('textPdf', () => {
  it('writes a PDF 1.4 file that starts with %PDF- and ends with %%EOF', () => {
    const text = latin1(textPdf({ title: 'Air Quality History', lines: [{ text: 'Air Quality History', size: 18, bold: true }], createdAt: CREATED }))
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('/BaseFont /Helvetica ')
    expect(text).toContain('BT /F2 18 Tf 50 766.8 Td (Air Quality History) Tj ET')
    expect(text).toContain('/CreationDate (D:20261121143000Z)')
  })

  it('has a cross-reference table whose offsets point at each object', () => {
    const text = latin1(textPdf({ title: 'x', lines: [{ text: 'one' }, { text: 'two' }], createdAt: CREATED }))
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const entries = text.slice(startxref).split('\n').slice(3).filter((line) => line.endsWith(' n '))
    expect(entries).toHaveLength(7) // catalog, pages, 2 fonts, info, one page and its contents
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10))
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
    })
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1])
    const start = text.indexOf('stream\n') + 'stream\n'.length
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream')
  })

  it.each([
    ['parentheses and backslashes are escaped', 'PM2.5 (fine) \\ dust', '(PM2.5 \\(fine\\) \\\\ dust)'],
    ['Latin-1 characters stay one byte', 'µg/m³ · café', '(\xb5g/m\xb3 \xb7 caf\xe9)'],
    ['Spanish is written as it is (decision 280)', '¿Año? ¡Sí! Índice, pingüino', '(\xbfA\xf1o? \xa1S\xed! \xcdndice, ping\xfcino)'],
    ['typographic dashes and quotes map to WinAnsi', '9–10 ‘a’ —', '(9\x9610 \x91a\x92 \x97)'],
    ['characters Helvetica lacks become ?', 'air 🌫 ok', '(air ? ok)'],
    ['control characters are dropped', 'a\tb\nc', '(abc)'],
  ])('%s', (_name, line, written) => {
    expect(latin1(textPdf({ title: 't', lines: [{ text: line }], createdAt: CREATED }))).toContain(`${written} Tj`)
  })

  it('wraps long lines and starts new pages when one is full', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `Reading ${i + 1}` }))
    lines.push({ text: 'word '.repeat(60).trim() })
    const text = latin1(textPdf({ title: 't', lines, createdAt: CREATED }))
    expect(text).toContain('/Count 3')
    expect(text).toContain('(Reading 120) Tj')
    const wrapped = [...text.matchAll(/\((word[ a-z]*)\) Tj/g)].map((m) => m[1] ?? '')
    expect(wrapped.length).toBeGreaterThan(1)
    expect(wrapped.join(' ').split(' ')).toHaveLength(60)
  })
})
