/**
 * The environment a Netlify deploy gives functions at runtime: no CONTEXT and no
 * AIRAHEAD_LOCAL (Netlify documents URL, SITE_NAME and SITE_ID as the read-only runtime
 * variables), plus every variable the site's owner must set. Secrets are placeholders of
 * the right shape; `upstreams` points the real SDKs at local fakes.
 */
export interface DeployUpstreams {
  twilio?: string
  stripe?: string
  openMeteo?: string
  /** Keyless Sensor.Community runs on every deploy (decision 160); unset here: a closed local port, so no test reaches the internet. */
  sensorCommunity?: string
}

export const DEPLOY_SIGN_IN_CODE_SECRET = 'deploy-sign-in-code-secret-'.padEnd(48, 'x')
export const DEPLOY_ALERT_JOB_SECRET = 'deploy-alert-job-secret-'.padEnd(48, 'y')

export function deployEnv(upstreams: DeployUpstreams = {}): Record<string, string | undefined> {
  return {
    AIRAHEAD_LOCAL: undefined,
    CONTEXT: undefined,
    URL: 'https://airahead.example',
    SITE_NAME: 'airahead',
    SITE_ID: '7f3c1d4e-0000-4000-8000-000000000001',
    SIGN_IN_CODE_SECRET: DEPLOY_SIGN_IN_CODE_SECRET,
    ALERT_JOB_SECRET: DEPLOY_ALERT_JOB_SECRET,
    TWILIO_ACCOUNT_SID: `AC${'d'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'deploy-twilio-token',
    TWILIO_FROM: '+15017122661',
    TWILIO_MESSAGING_SERVICE_SID: undefined,
    TWILIO_API_BASE: upstreams.twilio,
    // A real P-256 pair of the right shape (decision 265), generated for these tests only.
    VAPID_PUBLIC_KEY: 'BGQOkm9t2qtGlaVfV5SQVC4YFrk3qoMOeCg8y78pZAt7Bluc5i4WyLu-3wtfMVeMidJSJjSVTTwhCisDUxX4Zyk',
    VAPID_PRIVATE_KEY: '_B1OlV7Tq43wNYhQ8Rr2Mx9Cfx85xHscD1_27UzH3OA',
    VAPID_SUBJECT: 'mailto:alerts@airahead.example',
    STRIPE_SECRET_KEY: 'sk_test_deploy',
    STRIPE_PRICE_ID: 'price_deploy',
    STRIPE_WEBHOOK_SECRET: 'whsec_deploy',
    STRIPE_API_BASE: upstreams.stripe,
    AIR_QUALITY_PROVIDER: 'open-meteo',
    OPEN_METEO_API_KEY: 'deploy-open-meteo-key',
    OPEN_METEO_NON_COMMERCIAL: undefined,
    OPEN_METEO_BASE_URL: upstreams.openMeteo,
    OBSERVATIONS: undefined,
    SENSOR_COMMUNITY_BASE_URL: upstreams.sensorCommunity ?? 'http://127.0.0.1:9',
    SMTP_URL: undefined,
    EMAIL_FROM: undefined,
    SMS_ALLOWED_COUNTRIES: undefined,
  }
}
