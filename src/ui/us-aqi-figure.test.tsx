import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../lib/i18n'
import { describe, expect, it } from 'vitest'
import { UsAqiFigure } from './us-aqi-figure'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const shown = (usAqi: number | null, beyond?: boolean) =>
  renderToStaticMarkup(<UsAqiFigure usAqi={usAqi} beyond={beyond} />).replace(/<[^>]+>/g, '')

describe('UsAqiFigure: EPA’s category name beside every US AQI (decision 235)', () => {
  it.each([
    [42, 'US AQI 42 · Good NowCast'],
    [75, 'US AQI 75 · Moderate NowCast'],
    [114, 'US AQI 114 · Unhealthy for Sensitive Groups NowCast'],
    [180, 'US AQI 180 · Unhealthy NowCast'],
    [250, 'US AQI 250 · Very Unhealthy NowCast'],
    [320, 'US AQI 320 · Hazardous NowCast'],
  ])('%i reads "%s"', (usAqi, text) => {
    expect(shown(usAqi)).toBe(text)
  })

  it('reads 500+ and Hazardous above EPA’s table, and names no category without a value', () => {
    expect(shown(500, true)).toBe('US AQI 500+ · Hazardous NowCast')
    expect(shown(null)).toBe('US AQI — NowCast')
  })
})
