import { afterEach, describe, expect, it } from 'vitest'
import { ConfigurationError, resetServerEnv, serverEnv } from '../../../netlify/server/env'
import { createObservationProviders } from '../../../netlify/server/observations/index'
import { deployEnv } from '../../support/deploy-env'
import { setEnv } from '../auth-helpers'

const NO_OBSERVATION_KEYS = { OBSERVATIONS: undefined, OPENAQ_API_KEY: undefined, AIRNOW_API_KEY: undefined, PURPLEAIR_API_KEY: undefined }
let restore: (() => void) | undefined
afterEach(() => {
  restore?.()
  restore = undefined
  resetServerEnv()
})

function networksWith(values: Record<string, string | undefined>): string[] {
  restore = setEnv(values)
  resetServerEnv()
  return createObservationProviders(serverEnv()).map((p) => p.id)
}

describe('choosing observation networks (decision 160)', () => {
  it('runs the simulated stations in local mode when nothing is configured', () => {
    expect(networksWith({ ...NO_OBSERVATION_KEYS, AIRAHEAD_LOCAL: '1' })).toEqual(['simulated'])
  })

  it('on a deploy with no keys runs keyless Sensor.Community only, never a fake', () => {
    expect(networksWith({ ...deployEnv(), ...NO_OBSERVATION_KEYS })).toEqual(['sensor-community'])
  })

  it('on a deploy runs every network whose key is set', () => {
    const keys = { OPENAQ_API_KEY: 'a', AIRNOW_API_KEY: 'b', PURPLEAIR_API_KEY: 'c' }
    expect(networksWith({ ...deployEnv(), ...NO_OBSERVATION_KEYS, ...keys })).toEqual(['openaq', 'airnow', 'purpleair', 'sensor-community'])
  })

  it('turns off a listed network whose key is missing', () => {
    expect(networksWith({ ...deployEnv(), ...NO_OBSERVATION_KEYS, OBSERVATIONS: 'openaq, purpleair,airnow', AIRNOW_API_KEY: 'b' })).toEqual(['airnow'])
  })

  it('refuses simulated stations on a deploy, naming the variable', () => {
    restore = setEnv({ ...deployEnv(), ...NO_OBSERVATION_KEYS, OBSERVATIONS: 'simulated,sensor-community' })
    resetServerEnv()
    expect(() => serverEnv()).toThrow(ConfigurationError)
    expect(() => serverEnv()).toThrow(/OBSERVATIONS: simulated stations are for local mode only/)
  })

  it('refuses an unknown network name', () => {
    restore = setEnv({ ...NO_OBSERVATION_KEYS, AIRAHEAD_LOCAL: '1', OBSERVATIONS: 'openaq,waqi' })
    resetServerEnv()
    expect(() => serverEnv()).toThrow(/OBSERVATIONS/)
  })
})
