// The alert decision's public face, imported by the alert job (netlify/server/alerts). One
// entry point on purpose, despite the no-barrel habit: the job should not reach into the
// modules behind it, and everything here is pure and small.
export { decideAlert } from './decide'
export { textsSentToday } from './daily-cap'
export type { AlertDecision, AlertDecisionSettings, EpisodeState } from './decide'
export { exceeds, firstHourAtOrOver, isBelow, isVeryPoor, underOfficialWarning, VERY_POOR_PM25_UGM3, VERY_POOR_US_AQI } from './forecast-hour'
export type { ForecastHour, OfficialWarning } from './forecast-hour'
export { forecastHourFromConcentration, forecastHourFromReading, forecastHoursAt, fusedForecastHoursAt } from './hourly-measures'
export { gsm7Length, isGsm7, toGsm7Basic, SMS_SEPTETS } from './gsm'
export { localDayStart } from './local-time'
export { composeAlertText, SMS_STOP_LINE, smsStopLine } from './message'
export type { AlertTextInput } from './message'
export { isQuietTime, nextQuietPeriod } from './quiet-hours'
export { defaultThreshold, describeThreshold, effectiveThreshold } from './threshold'
export { planAlert } from './plan'
export type { AlertPlanAt, PlanInput } from './plan'
