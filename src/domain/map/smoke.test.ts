import { describe, expect, it } from 'vitest'
import { bearingDegrees, distanceKm } from './bbox'
import { smokeRisks } from './smoke'
import { compassPoint, downwindDegrees } from './wind'
import { english } from '../i18n/locales'

const fire = { lat: 34.0, lon: -118.6 }
// About 37 km due east of the fire.
const place = { name: 'Home', lat: 34.0, lon: -118.2 }

describe('wind direction', () => {
  it('blows toward the opposite of where it comes from', () => {
    expect(downwindDegrees(270)).toBe(90)
    expect(downwindDegrees(45)).toBe(225)
    expect(downwindDegrees(180)).toBe(0)
    expect(compassPoint(270, english)).toBe('W')
    expect(compassPoint(350, english)).toBe('N')
  })

  it('measures distance and bearing on the sphere', () => {
    expect(distanceKm(fire, place)).toBeCloseTo(36.9, 0)
    expect(bearingDegrees(fire, place)).toBeCloseTo(90, 0)
  })
})

describe('smokeRisks', () => {
  const wind = (fromDegrees: number, speedMs = 5) => [{ lat: 34, lon: -118.5, speedMs, fromDegrees }]

  it('warns when a westerly wind carries a fire toward a place east of it', () => {
    const [risk, ...rest] = smokeRisks([fire], [place], wind(270))
    expect(rest).toHaveLength(0)
    expect(risk?.place.name).toBe('Home')
    expect(risk?.travelHours).toBeCloseTo(36.9 / 18, 1)
  })

  it('stays quiet when the wind blows the other way, sideways beyond the cone, or is calm', () => {
    expect(smokeRisks([fire], [place], wind(90))).toEqual([])
    expect(smokeRisks([fire], [place], wind(0))).toEqual([])
    expect(smokeRisks([fire], [place], wind(295))).toHaveLength(1)
    expect(smokeRisks([fire], [place], wind(305))).toEqual([])
    expect(smokeRisks([fire], [place], wind(270, 1))).toEqual([])
  })

  it('ignores fires beyond reach', () => {
    expect(smokeRisks([{ lat: 34, lon: -121 }], [place], wind(270))).toEqual([])
  })
})
