// `npx tsx bench/sms-spanish.ts`: the longest alert texts in Spanish, in segments, for the
// two ways decision 282 weighed: (a) accented Spanish sent as UCS-2, (b) the catalog's wording,
// which stays in GSM-7. Prints one line per wording.
import { SENSITIVITY_PROFILES, type Threshold } from '../src/domain/contracts/alerts'
import { composeAlertText, type AlertTextInput } from '../src/domain/alerts/message'
import { smsLength } from '../src/domain/alerts/gsm'
import { english, type Translate } from '../src/domain/i18n/locales'
import { translator } from '../netlify/server/i18n'

const HOUR = 3600
const FOUR_PM = Date.UTC(2026, 10, 21, 16) / 1000
const spanish = translator('es')

/** What (a) would say where the catalog avoids á, í, ó, ú (the rest as the catalog). */
const ACCENTED: Record<string, string> = {
  'alert.warning': 'AirAhead: La calidad del aire en {place} {when}{later}{basis}. {action} {stop}',
  'alert.warning.compact': 'AirAhead: La calidad del aire en {place} {when}{later}{basis}. {stop}',
  'alert.when.isNow': 'está {what} ahora',
  'alert.when.isAround': 'será {what} hacia {at}',
  'alert.when.reachAround': 'alcanzará {what} hacia {at}',
  'alert.when.isFrom': 'será {what} {from}',
  'alert.when.reachFrom': 'alcanzará {what} {from}',
  'alert.when.likelyFrom': 'probablemente será {what} {from}',
  'alert.basis.forecast': 'pronóstico',
  'alert.basis.measured': 'medición cercana',
  'alert.action.olderAdult': 'Tómatelo con calma al aire libre.',
  'alert.stop': 'Responde STOP para no recibir más',
}
const accented: Translate = (d) => {
  const message = ACCENTED[d.id]
  return message === undefined ? spanish(d) : spanish({ ...d, id: `${d.id}.accented`, message })
}

const thresholds: Threshold[] = [{ kind: 'level', value: 4 }, { kind: 'us_aqi', value: 151 }, { kind: 'pm25', value: 123.45 }]
const cases: AlertTextInput[] = []
for (const threshold of thresholds)
  for (const sensitivity of SENSITIVITY_PROFILES)
    for (const kind of ['advance', 'escalation', 'all_clear', 'update'] as const)
      for (const leadSeconds of [0, 22 * HOUR])
        for (const veryPoorAt of [null, FOUR_PM + 2 * HOUR])
          for (const basis of [undefined, 'measured', 'forecast'] as const)
            for (const beforeQuietHours of [false, true])
              for (const chance of [undefined, 'likely', 'possible'] as const)
              cases.push({
                kind, threshold, sensitivity, leadSeconds, veryPoorAt, beforeQuietHours, ...(chance ? { chance } : {}),
                hour: { time: FOUR_PM, level: 4, usAqi: 170, pm25: 60, ...(basis ? { basis } : {}) },
                place: { name: 'Home', timeZone: 'America/St_Johns' }, recipientTimeZone: 'America/New_York',
              })

for (const [name, t] of [['english', english], ['(a) accented, UCS-2', accented], ['(b) catalog, GSM-7', spanish]] as const) {
  let longest = { units: 0, segments: 0, encoding: '', text: '' }
  let cut = 0
  let room = 160
  for (const c of cases) {
    // The words alone: the name "Home" (4 characters), so the figure is the wording's own.
    const text = composeAlertText(c, t)
    const length = smsLength(text)
    if (length.units > longest.units) longest = { ...length, text }
    if (!text.includes("Home")) cut += 1
    room = Math.min(room, (length.encoding === 'gsm7' ? 160 : 70) - (length.units - 4))
  }
  console.log(`bench sms-spanish ${name}: cases=${cases.length} longest=${longest.units} ${longest.encoding} segments=${longest.segments} name-cut=${cut} least-room-for-name=${room} text=${JSON.stringify(longest.text)}`)
}
