import { describe, expect, it } from 'vitest'
import { routePreloadFiles } from './route-preload'

const routes = {
  alerts: ['/assets/alerts.css', '/assets/alerts-A1.js'],
  'air-quality-guide': ['/assets/air-quality-guide-B2.js'],
  '*': ['/assets/not-found-C3.js'],
}

describe('routePreloadFiles', () => {
  it.each([
    ['/alerts', routes.alerts],
    ['/alerts/', routes.alerts],
    ['/ALERTS', routes.alerts],
    ['/air-quality-guide', routes['air-quality-guide']],
  ])('%s → its page chunk', (path, files) => expect(routePreloadFiles(routes, path)).toEqual(files))

  it.each(['/nowhere', '/alerts/extra', '/constructor', '/__proto__'])('%s → the not-found page', (path) => {
    expect(routePreloadFiles(routes, path)).toEqual(routes['*'])
  })

  it('preloads nothing for the dashboard, which comes with the app', () => {
    expect(routePreloadFiles(routes, '/')).toEqual([])
  })
})
