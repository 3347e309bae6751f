import { describe, expect, it } from 'vitest'
import { safeNextPath } from './safe-next'

const origin = 'https://airahead.example'

describe('safeNextPath', () => {
  it.each([
    ['/subscribe', '/subscribe'],
    ['/alerts?tab=places#top', '/alerts?tab=places#top'],
    ['/', '/'],
  ])('keeps the same-site path %s', (next, expected) => expect(safeNextPath(next, origin)).toBe(expected))

  it.each([
    [null],
    [undefined],
    [''],
    ['subscribe'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/sign-in?next=/subscribe'],
    ['/api/login'],
  ])('refuses %j and goes to /', (next) => expect(safeNextPath(next, origin)).toBe('/'))
})
