import { describe, expect, it } from 'vitest'
import { restoreSetupDraft, serializeSetupDraft, type SetupDraft } from './setup-choices'

const CHOSEN: SetupDraft = { sensitivity: 'child', watchHere: false, droppedPlaceIds: ['p2'] }

describe('the setup draft kept across the phone detour (decision 205)', () => {
  it('comes back as it was stored', () => {
    expect(restoreSetupDraft(serializeSetupDraft(CHOSEN))).toEqual(CHOSEN)
  })

  it('is forgotten, not trusted, when the stored text is anything else', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '{"version":2,"sensitivity":"child","watchHere":true,"droppedPlaceIds":[]}',
      '{"version":1,"sensitivity":"toddler","watchHere":true,"droppedPlaceIds":[]}',
      '{"version":1,"sensitivity":"child","watchHere":"yes","droppedPlaceIds":[]}',
      '{"version":1,"sensitivity":"child","watchHere":true,"droppedPlaceIds":[1]}',
    ]) {
      expect(restoreSetupDraft(raw), String(raw)).toBeNull()
    }
  })
})
