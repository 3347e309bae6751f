import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { leadText, rateText } from './figure-text'

describe('figure texts in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('reads leads and rates in the app’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(leadText(0)).toBe('al comienzo')
    expect(leadText(-15)).toBe('15 min después')
    expect(rateText(4, 6, 4 / 6)).toBe('67 % (4 de 6)')
  })
})

describe('figure texts', () => {
  it.each<[number | null, string]>([
    [130, '2 h 10 min'],
    [120, '2 h'],
    [45, '45 min'],
    [0, 'at the start'],
    [-15, '15 min after'],
    [null, '—'],
  ])('lead %s min reads "%s"', (minutes, text) => {
    expect(leadText(minutes)).toBe(text)
  })

  it('a rate shows its count; too few to rate says so; nothing is a dash', () => {
    expect(rateText(4, 6, 4 / 6)).toBe('67 % (4 of 6)')
    expect(rateText(1, 2, null)).toBe('1 of 2, too few to rate')
    expect(rateText(0, 0, null)).toBe('—')
  })
})
