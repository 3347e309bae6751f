import fc from 'fast-check'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import alertsHandler from '../../../netlify/functions/demo-alerts'
import consentHandler from '../../../netlify/functions/user-alert-consent'
import historyHandler from '../../../netlify/functions/user-air-quality-history'
import locationsHandler from '../../../netlify/functions/user-locations'
import settingsHandler from '../../../netlify/functions/user-alert-settings'
import planHandler from '../../../netlify/functions/user-alert-plan'
import testAlertHandler from '../../../netlify/functions/demo-test-alert'
import { query } from '../../../netlify/server/db'
import { CONSENT_TEXT } from '../../../netlify/server/alerts/consent-text'
import {
  alertConsentRequestSchema,
  alertSettingsUpdateSchema,
  placeInputSchema,
  testAlertRequestSchema,
} from '../../../src/domain/contracts/alerts'
import { stationChoicesInputSchema } from '../../../src/domain/contracts/station-choices'
import {
  anyJson,
  badStringValue,
  hostileText,
  jsonBodies,
  notABoolean,
  notANumber,
  objectBodies,
  objectText,
  oddNumberToken,
  pathWithJunk,
  textWithControl,
  wellFormed,
  type FieldSpec,
} from './generators'
import { effectiveCaller, fitsJson, isSameSite, methodOf, parsedBody, PREMIUM_CALLERS, requests, type FuzzRequest } from './fuzz-request'
import { CALLER_PHONES, describeFuzz } from './harness'

const json = (values: unknown[]) => fc.constantFrom(...values.map((v) => JSON.stringify(v)))
const change = (r: FuzzRequest, method: string) => methodOf(r) === method && isSameSite(r) && effectiveCaller(r) === 'premium'

const boolean: FieldSpec = { good: json([true, false]), bad: fc.oneof(notABoolean, json(['true', 1, 0, 'yes'])) }
const number = fc.oneof(oddNumberToken, fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)), fc.integer({ min: -1000, max: 1000 }).map(String))

const settingsFields: Record<string, FieldSpec> = {
  alertsEnabled: boolean,
  threshold: {
    good: json([null, { kind: 'level', value: 3 }, { kind: 'us_aqi', value: 151 }, { kind: 'pm25', value: 35.5 }]),
    bad: fc.oneof(
      fc.tuple(fc.constantFrom('level', 'us_aqi', 'pm25', 'LEVEL', 'aqi', ''), fc.oneof(number, notANumber)).map(([kind, value]) => objectText([['kind', JSON.stringify(kind)], ['value', value]])),
      json([{ kind: 'level' }, { value: 3 }, { kind: 'level', value: 1 }, { kind: 'level', value: 6 }, { kind: 'us_aqi', value: 50 }, { kind: 'pm25', value: 4.9 }, [{ kind: 'level', value: 3 }]]),
      anyJson,
    ),
  },
  sensitivity: { good: json(['general', 'child', 'heart_lung']), bad: fc.oneof(badStringValue, json(['General', 'heart-lung', 'older adult', 'child\u0000'])) },
  quietHours: {
    good: json([null, { start: '22:00', end: '07:00' }]),
    bad: fc.oneof(
      fc.tuple(fc.oneof(badStringValue, json(['24:00', '7:00', '22:00:00', '２２:００', '22:60', '22:00'])), fc.oneof(badStringValue, json(['22:00', '07:00']))).map(([start, end]) => objectText([['start', start], ['end', end]])),
      json([{ start: '22:00' }, { start: '22:00', end: '22:00' }, '22:00-07:00', ['22:00', '07:00']]),
    ),
  },
  dailyCap: { good: json([1, 3, 10]), bad: fc.oneof(number, notANumber, json(['3', 0, 11, 2.5])) },
  allClear: boolean,
  timeZone: { good: json([null, 'America/New_York', 'Asia/Kathmandu', 'UTC']), bad: fc.oneof(badStringValue, json(['Mars/Olympus', '', 'x'.repeat(65), 'New York', 'America/New_York\u0000', 'GMT+25'])) },
}

// A control character (NUL above all: Postgres cannot store it) makes a place name bad input.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
const placeFields: Record<string, FieldSpec> = {
  name: { good: json(['Home', 'École Saint-Éxupéry', 'שלום', '😀 Park']), bad: fc.oneof(badStringValue, textWithControl.map((s) => JSON.stringify(s)), json(['', '   ', 'x'.repeat(61)])) },
  lat: { good: json([0, 40.7, -90, 90]), bad: fc.oneof(number, notANumber, json(['40.7', 90.0001, -91])) },
  lon: { good: json([0, -74, 180, -180]), bad: fc.oneof(number, notANumber, json(['-74', 180.0001, -181])) },
}
const fitsPlace = (r: FuzzRequest) => {
  const place = parsedBody(r, placeInputSchema)
  return place !== null && !CONTROL.test(place.name)
}

/** The list, not one place: the path as the URL parser leaves it (`/locations/..` is no place id) has no id segment. */
const isPlaceList = (r: FuzzRequest) => !/^\/api\/user\/locations\/[^/]+\/?$/.test(new URL(r.target, 'http://localhost').pathname)

/** A place that belongs to someone else: the fuzzed callers may neither change nor delete it. */
const OTHER_PLACE = '6f1c2d3e-0000-4000-8000-000000000001'
const placeId = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(OTHER_PLACE, OTHER_PLACE.toUpperCase(), `${OTHER_PLACE}/`, `${OTHER_PLACE}%00`, '%ZZ', '%E0%A4%A', '%', '%C0%AF', '..', '%2e%2e', 'null', '0', '-1', "1' OR '1'='1", '%F0%9F%98%80', '%ED%A0%80'),
  hostileText.filter((s) => s.length > 0 && s.length < 200).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
)

const places = jsonBodies(objectBodies(placeFields))

/** A place's station choices (PATCH, decision 198): ids like "openaq:2178", at most 3 pinned and 20 excluded. */
const stationIds = (max: number): FieldSpec => ({
  good: json([[], ['openaq:2178'], ['airnow:360610135', 'purpleair:9x_1-a.b', 'sensor-community:12'].slice(0, max)]),
  bad: fc.oneof(
    anyJson.filter((raw) => !raw.startsWith('[')),
    fc.array(badStringValue, { minLength: 1, maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    json([['nasa:1'], ['openaq:'], ['2178'], [`openaq:${'x'.repeat(65)}`], ['openaq:1', 'openaq:1'], ['OpenAQ:1'], [' openaq:1'], ['openaq:1\u0000'], [1], [null], 'openaq:1']),
    json([Array.from({ length: max + 1 }, (_, i) => `openaq:${i}`)]),
  ),
})
const stationChoices = jsonBodies(objectBodies({ pinnedStationIds: stationIds(3), excludedStationIds: stationIds(20) }))

const samePhone = (typed: string) => parsePhoneNumberFromString(typed, { defaultCountry: 'US' })?.number === CALLER_PHONES.premium

describeFuzz('alerts', () => [
  {
    name: 'GET/PUT /api/user/alert-settings',
    handler: settingsHandler,
    requests: requests({ methods: ['GET', 'PUT'], target: pathWithJunk('/api/user/alert-settings'), body: jsonBodies(objectBodies(settingsFields)), ...PREMIUM_CALLERS }),
    accepts: (r) => change(r, 'PUT') && fitsJson(r, alertSettingsUpdateSchema),
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'POST /api/user/alert-consent',
    handler: consentHandler,
    requests: requests({
      methods: ['POST'],
      target: pathWithJunk('/api/user/alert-consent'),
      ...PREMIUM_CALLERS,
      body: jsonBodies(objectBodies({ textVersion: { good: json([CONSENT_TEXT.version]), bad: fc.oneof(badStringValue, json(['2026-11-20', '', 'x'.repeat(41), `${CONSENT_TEXT.version} `, `${CONSENT_TEXT.version}\u0000`])) } })),
    }),
    accepts: (r) => change(r, 'POST') && parsedBody(r, alertConsentRequestSchema)?.textVersion === CONSENT_TEXT.version,
  },
  {
    name: '/api/user/locations[/:id]',
    handler: locationsHandler,
    requests: fc.oneof(
      requests({ methods: ['GET', 'POST'], target: fc.oneof(pathWithJunk('/api/user/locations'), pathWithJunk('/api/user/locations/')), body: places, ...PREMIUM_CALLERS }),
      requests({ methods: ['PUT', 'DELETE'], target: placeId.map((id) => `/api/user/locations/${id}`), body: places, ...PREMIUM_CALLERS }),
      requests({ methods: ['PATCH'], target: placeId.map((id) => `/api/user/locations/${id}`), body: stationChoices, ...PREMIUM_CALLERS }),
    ),
    // Only adding is ever right here: the callers own no place, and ids are unknown or someone else's.
    accepts: (r) => isPlaceList(r) && change(r, 'POST') && fitsPlace(r),
    harmless: (r) => methodOf(r) === 'GET' && isPlaceList(r),
    allowedWrites: [
      {
        // Decision 092's limit on adding and moving places takes its hit once the body is
        // valid, before it is known whether the place exists: a change to someone else's
        // (or no) place is a 404 that has used one attempt. Nothing else may be written.
        table: 'rate_limit_hits',
        when: (r) => methodOf(r) === 'PUT' && fitsPlace(r),
        reason: 'the place-changes limit counts each attempted change, found or not',
      },
      {
        table: 'rate_limit_hits',
        when: (r) => change(r, 'PATCH') && fitsJson(r, stationChoicesInputSchema),
        reason: 'the station-choices limit counts each valid attempt, found or not (decision 198)',
      },
    ],
    prepare: async () => {
      const [other] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ('+12015550199', now()) RETURNING id`)
      await query(`INSERT INTO subscriptions (user_id, status, demo) VALUES ($1, 'premium', true)`, [other?.id])
      await query(`INSERT INTO monitored_places (id, user_id, name, lat, lon) VALUES ($1, $2, 'Theirs', 1, 2)`, [OTHER_PLACE, other?.id])
    },
  },
  {
    name: 'GET /api/user/air-quality-history',
    handler: historyHandler,
    requests: requests({
      methods: ['GET'],
      target: fc.oneof(
        fc.tuple(fc.oneof(hostileText, fc.constantFrom('0', '31', '-1', '1.5', '1e1', '007', '٧', '７', '', ' 7', '7 ', '+7', '0x7', '99', '100000000000000000000')), fc.boolean()).map(([days, raw]) => `/api/user/air-quality-history?days=${raw && /^[^\s#&%]*$/.test(days) ? days : encodeURIComponent(wellFormed(days))}`),
        pathWithJunk('/api/user/air-quality-history'),
        fc.constantFrom('/api/user/air-quality-history?days=7&days=8', '/api/user/air-quality-history?days=7&x=1', '/api/user/air-quality-history?Days=7'),
      ),
      body: jsonBodies(objectBodies({})),
      ...PREMIUM_CALLERS,
    }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'GET /api/user/alert-plan',
    handler: planHandler,
    requests: requests({
      methods: ['GET'],
      target: fc.oneof(
        fc.tuple(fc.oneof(hostileText, fc.constantFrom('40.7', '-91', '1e3', '', 'NaN')), fc.oneof(hostileText, fc.constantFrom('-74', '181', '0x1', ''))).map(([lat, lon]) => `/api/user/alert-plan?lat=${encodeURIComponent(wellFormed(lat))}&lon=${encodeURIComponent(wellFormed(lon))}`),
        pathWithJunk('/api/user/alert-plan'),
        fc.constantFrom('/api/user/alert-plan?lat=40.7', '/api/user/alert-plan?lon=-74', '/api/user/alert-plan?lat=40.7&lon=-74&lat=1'),
      ),
      body: jsonBodies(objectBodies({})),
      ...PREMIUM_CALLERS,
    }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
    allowedWrites: [
      { table: 'rate_limit_hits', when: (r) => methodOf(r) === 'GET', reason: "the alert-plan limit counts each signed-in caller's valid request (decision 201)" },
    ],
  },
  {
    name: 'GET /api/demo/alerts',
    handler: alertsHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/demo/alerts'), body: jsonBodies(objectBodies({})) }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'POST /api/demo/test-alert',
    handler: testAlertHandler,
    requests: requests({
      methods: ['POST'],
      target: pathWithJunk('/api/demo/test-alert'),
      ...PREMIUM_CALLERS,
      body: jsonBodies(
        objectBodies({
          phoneNumber: { good: json([CALLER_PHONES.premium, '(201) 555-0102', '201 555 0102']), bad: fc.oneof(badStringValue, json([CALLER_PHONES.member, '+12015550199', '+1 201 555 0102\u0000', '+44 7700 900123', ''])) },
          message: { good: json(['Test', '']), bad: fc.oneof(badStringValue, json(['x'.repeat(301)])) },
        }),
      ),
    }),
    accepts: (r) => {
      const body = change(r, 'POST') ? parsedBody(r, testAlertRequestSchema) : null
      return body !== null && samePhone(body.phoneNumber)
    },
  },
])
