// The method as /accuracy and GET /api/accuracy explain it (decisions 190-192).
import { FEW_EPISODES, MIN_COUNT_FOR_RATE } from './figures'

/** Plain-words definitions, in the order a reader needs them. */
export const ACCURACY_METHOD: readonly { term: string; text: string }[] = [
  {
    term: 'What is checked',
    text: 'Every 15 minutes the alert job reads the forecast for each area someone watches (a 0.1° grid cell, about 10 km across). When it expects the air to reach a watched threshold within the next 2 hours 15 minutes, it writes down that prediction: the area, the threshold, the hour it expects, the level and where its figures came from. Later the hours are compared with PM2.5 measured by stations near the area.',
  },
  {
    term: 'Episode',
    text: 'A run of measured hours at or over the threshold. It ends after 3 measured hours in a row below it. Only episodes whose 3 hours before the start were measured are counted.',
  },
  {
    term: 'Hit',
    text: 'An episode that was predicted at least 2 hours before it began, which is what our texts promise. A prediction made later, or during the episode, is late and not a hit.',
  },
  {
    term: 'False alarm',
    text: 'A prediction that belongs to no measured episode: the air did not reach the threshold near the hour predicted (within 3 hours).',
  },
  {
    term: 'Lead time',
    text: 'How long before the measured start of an episode its first prediction came. The median is taken over the episodes that were predicted at all; a negative value means after the start.',
  },
  {
    term: 'The three forecasts',
    text: 'Our forecast is what the alert job decided on. The raw model is the air-quality model alone. Persistence assumes the air stays as it is now; it can only warn once an episode has begun, so it shows what forecasting adds. All three are checked at the same moments, for the same areas and thresholds.',
  },
  {
    term: 'Few episodes',
    text: `A rate is shown from ${MIN_COUNT_FOR_RATE} episodes (or ${MIN_COUNT_FOR_RATE} predictions for false alarms); below that one case moves it by 20 points or more. Under ${FEW_EPISODES} episodes the figures are marked as resting on few episodes. Months are UTC months; an episode counts in the month it began.`,
  },
]
