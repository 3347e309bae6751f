// The method as /accuracy and GET /api/accuracy explain it (decisions 190-192).
import { english, type MessageDescriptor, type Translate } from '../i18n/locales'
import { FEW_EPISODES, MIN_COUNT_FOR_RATE } from './figures'

/** Plain-words definitions, in the order a reader needs them (messages, decision 284). */
const METHOD_MESSAGES: readonly { term: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    term: /*i18n*/ { id: 'accuracy.method.checked.term', message: 'What is checked' },
    text: /*i18n*/ {
      id: 'accuracy.method.checked.text',
      message:
        'Every 15 minutes the alert job reads the forecast for each area someone watches (a 0.1° grid cell, about 10 km across). When it expects the air to reach a watched threshold within the next 2 hours 15 minutes, it writes down that prediction: the area, the threshold, the hour it expects, the level and where its figures came from. Later the hours are compared with PM2.5 measured by stations near the area.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.episode.term', message: 'Episode' },
    text: /*i18n*/ {
      id: 'accuracy.method.episode.text',
      message: 'A run of measured hours at or over the threshold. It ends after 3 measured hours in a row below it. Only episodes whose 3 hours before the start were measured are counted.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.hit.term', message: 'Hit' },
    text: /*i18n*/ {
      id: 'accuracy.method.hit.text',
      message: 'An episode that was predicted at least 2 hours before it began, which is what our texts promise. A prediction made later, or during the episode, is late and not a hit.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.falseAlarm.term', message: 'False alarm' },
    text: /*i18n*/ {
      id: 'accuracy.method.falseAlarm.text',
      message:
        'A prediction that belongs to no measured episode: the air did not reach the threshold near the hour predicted (within 3 hours). A prediction that the air is over it now, made in the hour after an episode’s last hour over (as that hour is reported), belongs to that episode.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.leadTime.term', message: 'Lead time' },
    text: /*i18n*/ {
      id: 'accuracy.method.leadTime.text',
      message:
        'How long before the measured start of an episode its first prediction came. The median is taken over the episodes that were predicted at all; a negative value means after the start.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.forecasts.term', message: 'The three forecasts' },
    text: /*i18n*/ {
      id: 'accuracy.method.forecasts.text',
      message:
        'Our forecast is what the alert job decided on. The raw model is the air-quality model alone. Persistence assumes the air stays as it is now; it can only warn once an episode has begun, so it shows what forecasting adds. All three are checked at the same moments, for the same areas and thresholds.',
    },
  },
  {
    term: /*i18n*/ { id: 'accuracy.method.few.term', message: 'Few episodes' },
    text: /*i18n*/ {
      id: 'accuracy.method.few.text',
      message:
        'A rate is shown from {min} episodes (or {min} predictions for false alarms); below that one case moves it by 20 points or more. Under {few} episodes the figures are marked as resting on few episodes. Months are UTC months; an episode counts in the month it began.',
      comment: '{min}: the fewest episodes a rate is shown from (5); {few}: under this many the figures are marked (20)',
    },
  },
]

/** The definitions in the reader's words (`t`, decision 284). */
export function accuracyMethod(t: Translate): { term: string; text: string }[] {
  return METHOD_MESSAGES.map(({ term, text }) => ({ term: t(term), text: t({ ...text, values: { min: MIN_COUNT_FOR_RATE, few: FEW_EPISODES } }) }))
}

/** The definitions in English, as GET /api/accuracy gives them. */
export const ACCURACY_METHOD: readonly { term: string; text: string }[] = accuracyMethod(english)
