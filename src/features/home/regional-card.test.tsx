import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RegionalCard } from './regional-card'

const card = (offline: boolean) =>
  renderToStaticMarkup(<RegionalCard data={undefined} error={null} isPending offline={offline} />).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('RegionalCard offline (issue 24 item 4)', () => {
  it('says the regional index is not known instead of loading for ever', () => {
    expect(card(true)).toContain('Offline: the regional index is not known.')
    expect(card(true)).not.toContain('Loading')
    expect(card(false)).toContain('Loading regional air quality…')
  })
})
