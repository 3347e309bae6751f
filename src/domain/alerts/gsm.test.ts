import { describe, expect, it } from 'vitest'
import { gsm7Length, isGsm7, toGsm7Basic } from './gsm'

describe('isGsm7 / gsm7Length', () => {
  it.each<[string, boolean, number | null]>([
    ['Reply STOP to opt out', true, 21],
    ['Zürich £5 @ 4 PM §', true, 18],
    ['ΔΦΓΛΩΠΨΣΘΞ', true, 10],
    ['[x]', true, 5],
    ['{}|^~\\€', true, 14],
    ['', true, 0],
    ['µg/m³', false, null],
    ['Home 🏠', false, null],
    ['ç', false, null],
    ['`', false, null],
  ])('%j → GSM-7 %s, %s septets', (text, gsm, septets) => {
    expect(isGsm7(text)).toBe(gsm)
    if (septets === null) expect(() => gsm7Length(text)).toThrow(RangeError)
    else expect(gsm7Length(text)).toBe(septets)
  })
})

describe('toGsm7Basic', () => {
  it.each([
    ['Łódź Bałuty', 'Lodz Baluty'],
    ['São Paulo', 'Sao Paulo'],
    ['Zürich', 'Zürich'],
    ['Kraków', 'Krakow'],
    ['🏠 Home 🌳', 'Home'],
    ['Mum’s [new] flat', "Mum's (new) flat"],
    ['Gare du Nord — Paris…', 'Gare du Nord - Paris...'],
    ['line\nbreak\ttab', 'line break tab'],
    ['北京', ''],
    ['👨‍👩‍👧', ''],
  ])('%j → %j', (text, expected) => {
    const basic = toGsm7Basic(text)
    expect(basic).toBe(expected)
    expect(gsm7Length(basic)).toBe(Array.from(basic).length)
  })
})
