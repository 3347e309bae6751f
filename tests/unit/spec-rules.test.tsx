import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as Dialog from '@radix-ui/react-dialog'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { i18n } from '../../src/lib/i18n'
import { MemoryRouter } from '../../src/lib/router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testAlertRequestSchema } from '../../src/domain/contracts/alerts'
import { feedbackRequestSchema } from '../../src/domain/contracts/feedback'
import { locationSearchQuerySchema } from '../../src/domain/contracts/geocoding'
import { newsletterSubscribeRequestSchema } from '../../src/domain/contracts/newsletter'
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_SUCCESS_CLOSE_MS,
  FEEDBACK_TEXT,
  canSubmitFeedback,
  checkFeedbackDraft,
  feedbackCounter,
  feedbackFailureText,
} from '../../src/domain/validation/feedback'
import { checkNewsletterEmail, newsletterFailureNotice, newsletterSuccessNotice } from '../../src/domain/validation/newsletter'
import { readPhoneEntry } from '../../src/features/alerts/phone-entry'
import { phoneRequiredToast, testAlertFailureToast, testAlertSuccessToast } from '../../src/features/alerts/test-alert-toasts'
import { demoActivatedToast, DemoSubscriptionError, runSubscribe, subscribeFailureToast } from '../../src/features/billing/subscribe-flow'
import { CurrentAqiCard } from '../../src/features/dashboard/current-aqi-card'
import { DailyForecastCard } from '../../src/features/dashboard/daily-forecast-card'
import { ForecastStrip } from '../../src/features/dashboard/forecast-strip'
import { FeedbackForm } from '../../src/features/feedback/feedback-form'
import { FeedbackUpgradeNotice } from '../../src/features/feedback/feedback-upgrade-notice'
import { RegionalCard } from '../../src/features/home/regional-card'
import { StatusCard } from '../../src/features/home/status-card'
import { geolocationErrorText } from '../../src/features/location/geolocation-error'
import { canSaveLocationName } from '../../src/features/location/location-name'
import { DEMO_LOCATION, useGeolocation } from '../../src/features/location/use-geolocation'
import { PlaceReading } from '../../src/features/lookup/place-reading'
import { searchTextFor, shownSuggestions } from '../../src/features/lookup/search-text'
import { NewsletterSignup } from '../../src/features/newsletter/newsletter-signup'
import { SCREENSHOTS_HTML_PATH } from '../../src/features/screenshots/api/get-screenshots-html'
import { COPY_FAILED_MESSAGE, copyScreenshots, downloadScreenshots } from '../../src/features/screenshots/screenshot-file'
import { welcomeEmailFailureNotice, welcomeEmailSuccessNotice } from '../../src/features/welcome-email/welcome-email-notice'
import { fixedOffset } from '../../src/domain/time/utc-offset'
import { ApiError, apiErrorFrom } from '../../src/lib/api'
import { createQueryClient } from '../../src/lib/query-client'
import { Component as NotFound } from '../../src/routes/not-found'
import { ErrorFallback } from '../../src/ui/error-fallback'

/*
 * Every validation rule of docs/product.md §Validation and every message of §Messages, one row
 * each, mapped to the code that implements it. `spec` names the section of docs/product.md (and
 * the decision, where one records a deliberate departure); `actual` runs the code, or renders
 * the component that shows the text; `expected` is the product's text. Texts shown only in
 * a component are read from its first render (react-dom/server: no DOM in unit tests).
 */

/** The first render of `node`, inside the providers the app gives every screen. */
function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

/** The text nodes a person would read in `html`, in order. */
function shownTexts(html: string): string[] {
  return html
    .split(/<[^>]+>/)
    .map((text) =>
      text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&').trim(),
    )
    .filter(Boolean)
}

/** The texts of a component's first render. */
const textsOf = (node: ReactNode) => shownTexts(render(node))

/** The opening tag of the first element matching `pattern` (a tag name and attribute text), or null. */
function openingTag(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[0] ?? null
}

/** Reads the geolocation hook's first state, as a page on a browser without geolocation sees it. */
function GeolocationProbe() {
  const state = useGeolocation()
  return <output>{JSON.stringify(state)}</output>
}

const noop = () => {}
const LONDON = {
  name: 'London',
  displayName: 'London, England, United Kingdom',
  state: 'England',
  country: 'United Kingdom',
  lat: 51.5074,
  lon: -0.1278,
  locationType: 'city' as const,
  source: 'gazetteer' as const,
}
const PROBLEM_403 = new ApiError(403, '403: {"error":"forbidden","message":"Only your verified phone can be texted."}', {
  error: 'forbidden',
  message: 'Only your verified phone can be texted.',
})
const BARE_500 = new ApiError(500, '500: Internal Server Error', null)

const SPEC_TOAST = {
  phoneRequired: { title: 'Phone Number Required', description: 'Please enter your phone number to receive SMS alerts.' },
  smsFailure: {
    title: 'Demo SMS Test',
    description: 'This demonstrates SMS alert functionality. In production, real alerts would be sent via an SMS provider.',
  },
}

interface Row {
  spec: string
  rule: string
  actual: () => unknown
  expected: unknown
}

const validationRows: Row[] = [
  // §Validation: Feedback
  {
    spec: '§Validation feedback',
    rule: "empty subject → 'Please fill in both subject and message fields.'",
    actual: () => checkFeedbackDraft({ subject: '', message: 'x' }),
    expected: { ok: false, message: 'Please fill in both subject and message fields.' },
  },
  {
    spec: '§Validation feedback',
    rule: 'message empty after trimming → the same message',
    actual: () => checkFeedbackDraft({ subject: 'Hi', message: ' \n ' }),
    expected: { ok: false, message: 'Please fill in both subject and message fields.' },
  },
  {
    spec: '§Validation feedback',
    rule: 'both filled → sent trimmed',
    actual: () => checkFeedbackDraft({ subject: ' Hi ', message: ' Thanks \n' }),
    expected: { ok: true, value: { subject: 'Hi', message: 'Thanks' } },
  },
  {
    spec: '§Validation feedback',
    rule: 'subject max 100, message max 1000',
    actual: () => [FEEDBACK_SUBJECT_MAX, FEEDBACK_MESSAGE_MAX],
    expected: [100, 1000],
  },
  {
    spec: '§Validation feedback',
    rule: 'exactly 100 / 1000 characters pass',
    actual: () => checkFeedbackDraft({ subject: 's'.repeat(100), message: 'm'.repeat(1000) }).ok,
    expected: true,
  },
  {
    spec: '§Validation feedback',
    rule: 'a subject of 101 characters is refused',
    actual: () => checkFeedbackDraft({ subject: 's'.repeat(101), message: 'm' }),
    expected: { ok: false, message: 'Subject must be at most 100 characters.' },
  },
  {
    spec: '§Validation feedback',
    rule: 'a message of 1001 characters is refused',
    actual: () => checkFeedbackDraft({ subject: 's', message: 'm'.repeat(1001) }),
    expected: { ok: false, message: 'Message must be at most 1000 characters.' },
  },
  {
    spec: '§Validation feedback (form)',
    rule: 'the subject input takes at most 100 characters, the message at most 1000',
    actual: () => {
      const html = render(<Dialog.Root open><FeedbackForm onDone={noop} /></Dialog.Root>)
      return [openingTag(html, /<input[^>]*maxLength="100"[^>]*>/) !== null, openingTag(html, /<textarea[^>]*maxLength="1000"[^>]*>/) !== null]
    },
    expected: [true, true],
  },
  {
    spec: '§Validation feedback',
    rule: 'live counter "n/1000"',
    actual: () => [feedbackCounter(''), feedbackCounter('Hello'), feedbackCounter('m'.repeat(1000))],
    expected: ['0/1000', '5/1000', '1000/1000'],
  },
  {
    spec: '§Validation feedback (form)',
    rule: 'the form shows the counter, at 0/1000 when empty',
    actual: () => textsOf(<Dialog.Root open><FeedbackForm onDone={noop} /></Dialog.Root>).includes('0/1000'),
    expected: true,
  },
  {
    spec: '§Validation feedback',
    rule: 'submit disabled while the subject is empty',
    actual: () => canSubmitFeedback({ subject: '', message: 'x' }, false),
    expected: false,
  },
  {
    spec: '§Validation feedback',
    rule: 'submit disabled while the message is empty',
    actual: () => canSubmitFeedback({ subject: 'x', message: '' }, false),
    expected: false,
  },
  {
    spec: '§Validation feedback',
    rule: 'submit disabled while sending',
    actual: () => canSubmitFeedback({ subject: 'x', message: 'y' }, true),
    expected: false,
  },
  {
    spec: '§Validation feedback',
    rule: 'submit enabled when both are filled and idle',
    actual: () => canSubmitFeedback({ subject: 'x', message: 'y' }, false),
    expected: true,
  },
  {
    spec: '§Validation feedback (form)',
    rule: 'the empty form starts with its submit button disabled',
    actual: () => openingTag(render(<Dialog.Root open><FeedbackForm onDone={noop} /></Dialog.Root>), /<button type="submit"[^>]*>/)?.includes('disabled=""'),
    expected: true,
  },
  {
    spec: '§Validation feedback (server)',
    rule: 'the server answers a blank field with the same §Validation message',
    actual: () => feedbackRequestSchema.safeParse({ subject: ' ', message: 'x', currentPage: '/', userAgent: '' }).error?.issues[0]?.message,
    expected: 'Please fill in both subject and message fields.',
  },
  {
    spec: '§Validation feedback (server)',
    rule: 'the server refuses a subject over 100 characters',
    actual: () => feedbackRequestSchema.safeParse({ subject: 's'.repeat(101), message: 'x', currentPage: '/', userAgent: '' }).success,
    expected: false,
  },
  {
    spec: '§Validation feedback',
    rule: 'without Premium: a notice to upgrade, and no form (the server also answers 403: tests/integration)',
    actual: () => {
      const html = render(<Dialog.Root open><FeedbackUpgradeNotice /></Dialog.Root>)
      return { upgrade: shownTexts(html).includes('Upgrade to Premium - $5/month'), form: html.includes('<form') }
    },
    expected: { upgrade: true, form: false },
  },
  // §Validation: Newsletter
  {
    spec: '§Validation newsletter',
    rule: "an empty email → toast 'Invalid Email' / 'Please enter a valid email address'",
    actual: () => checkNewsletterEmail(''),
    expected: { ok: false, notice: { title: 'Invalid Email', description: 'Please enter a valid email address', variant: 'destructive' } },
  },
  {
    spec: '§Validation newsletter',
    rule: 'a blank email counts as empty',
    actual: () => checkNewsletterEmail('   ').ok,
    expected: false,
  },
  {
    spec: '§Validation newsletter',
    rule: "an email without '@' → the same toast",
    actual: () => checkNewsletterEmail('ann.example.com'),
    expected: { ok: false, notice: { title: 'Invalid Email', description: 'Please enter a valid email address', variant: 'destructive' } },
  },
  {
    spec: '§Validation newsletter',
    rule: "non-empty with '@' passes the client check (the server checks the full shape)",
    actual: () => checkNewsletterEmail(' ann@example.com '),
    expected: { ok: true, email: 'ann@example.com' },
  },
  {
    spec: '§Validation newsletter (server)',
    rule: "the server refuses an address without '@'",
    actual: () => newsletterSubscribeRequestSchema.safeParse({ email: 'ann.example.com', source: 'website' }).success,
    expected: false,
  },
  {
    spec: '§Validation newsletter (server)',
    rule: 'the server normalises the address (trimmed, lowercased)',
    actual: () => newsletterSubscribeRequestSchema.parse({ email: ' Ann@Example.COM ', source: 'website' }),
    expected: { email: 'ann@example.com', source: 'website' },
  },
  {
    spec: '§Validation newsletter (form)',
    rule: 'the input is of type email and required',
    actual: () => {
      const input = openingTag(render(<NewsletterSignup source="home" />), /<input[^>]*>/) ?? ''
      return [input.includes('type="email"'), input.includes('required=""')]
    },
    expected: [true, true],
  },
  // §Validation: Location Save
  {
    spec: '§Validation location editor',
    rule: 'Save is refused while the coordinates are unknown',
    actual: () => canSaveLocationName(null, 'Home'),
    expected: false,
  },
  {
    spec: '§Validation location editor',
    rule: 'Save is allowed once the coordinates are known (and the name is not blank)',
    actual: () => [canSaveLocationName({ lat: 40.7128, lon: -74.006 }, 'Home'), canSaveLocationName({ lat: 40.7128, lon: -74.006 }, '  ')],
    expected: [true, false],
  },
  // §Validation: Test SMS
  {
    spec: '§Validation test SMS',
    rule: 'an empty (or blank) phone box reads as empty',
    actual: () => [readPhoneEntry('', null).kind, readPhoneEntry('   ', '+12025550143').kind],
    expected: ['empty', 'empty'],
  },
  {
    spec: '§Validation test SMS',
    rule: "an empty phone → toast 'Phone Number Required: Please enter your phone number to receive SMS alerts.'",
    actual: () => ({ title: phoneRequiredToast().title, description: phoneRequiredToast().description }),
    expected: SPEC_TOAST.phoneRequired,
  },
  {
    spec: '§Validation test SMS (server)',
    rule: 'the server refuses an empty phone with the same sentence',
    actual: () => testAlertRequestSchema.safeParse({ phoneNumber: '  ' }).error?.issues[0]?.message,
    expected: SPEC_TOAST.phoneRequired.description,
  },
  // §Validation: Location search
  {
    spec: '§Validation location search',
    rule: 'empty or blank text is ignored',
    actual: () => [searchTextFor(''), searchTextFor('    ')],
    expected: [null, null],
  },
  {
    spec: '§Validation location search',
    rule: 'under 3 characters after trimming is ignored',
    actual: () => [searchTextFor('Lo'), searchTextFor('  Lo  ')],
    expected: [null, null],
  },
  {
    spec: '§Validation location search',
    rule: '3 characters search (trimmed)',
    actual: () => searchTextFor(' Lon '),
    expected: 'lon',
  },
  {
    spec: '§Validation location search (server)',
    rule: 'the server refuses a query under 3 characters after trimming',
    actual: () => [locationSearchQuerySchema.safeParse({ q: ' lo ' }).success, locationSearchQuerySchema.safeParse({ q: 'lon' }).success],
    expected: [false, true],
  },
]

const messageRows: Row[] = [
  // §Messages: generic HTTP error
  {
    spec: '§Messages HTTP error',
    rule: "'<status>: <body text>'",
    actual: async () => (await apiErrorFrom(new Response('Upstream down', { status: 502, statusText: 'Bad Gateway' }))).message,
    expected: '502: Upstream down',
  },
  {
    spec: '§Messages HTTP error',
    rule: "an empty body → '<status>: <status text>'",
    actual: async () => (await apiErrorFrom(new Response(null, { status: 404, statusText: 'Not Found' }))).message,
    expected: '404: Not Found',
  },
  // §Messages: geolocation
  {
    spec: '§Messages geolocation',
    rule: 'unsupported',
    actual: () => geolocationErrorText('unsupported'),
    expected: 'Geolocation is not supported by this browser',
  },
  {
    spec: '§Messages geolocation',
    rule: 'permission denied (code 1)',
    actual: () => geolocationErrorText(1),
    expected: 'Location access denied. Please enable location services.',
  },
  {
    spec: '§Messages geolocation',
    rule: 'position unavailable (code 2)',
    actual: () => geolocationErrorText(2),
    expected: 'Location information unavailable.',
  },
  {
    spec: '§Messages geolocation',
    rule: 'timeout (code 3)',
    actual: () => geolocationErrorText(3),
    expected: 'Location request timed out.',
  },
  {
    spec: '§Messages geolocation',
    rule: 'any other error',
    actual: () => geolocationErrorText(0),
    expected: 'Unable to retrieve location',
  },
  {
    spec: '§Messages geolocation',
    rule: 'on a location error the demo location, New York City, is used (a denial: tests/e2e/dashboard)',
    actual: () => JSON.parse(shownTexts(render(<GeolocationProbe />))[0] ?? 'null'),
    expected: { status: 'demo', coords: { lat: 40.7128, lon: -74.006 }, reason: 'Geolocation is not supported by this browser' },
  },
  {
    spec: '§Purpose/§Messages geolocation',
    rule: 'the demo location is New York City at about 40.7128, -74.006',
    actual: () => DEMO_LOCATION,
    expected: { name: 'New York City', lat: 40.7128, lon: -74.006 },
  },
  // §Messages: data errors
  {
    spec: '§Messages current',
    rule: "dashboard: 'Unable to load air quality data'",
    actual: () =>
      textsOf(<CurrentAqiCard data={undefined} error={BARE_500} isPending={false} isRefreshing={false} receivedAtMs={0} nowSeconds={0} location={null} onRefresh={noop} />),
    expected: expect.arrayContaining(['Unable to load air quality data']),
  },
  {
    spec: '§Messages current',
    rule: "home screen: 'Unable to load air quality data'",
    actual: () =>
      textsOf(<StatusCard status={null} data={undefined} placeName="New York City" isPending={false} error={BARE_500} offline={false} receivedAtMs={0} nowSeconds={0} updating={false} onRetry={noop} />),
    expected: expect.arrayContaining(['Unable to load air quality data']),
  },
  {
    spec: '§Messages regional',
    rule: "'Unable to load regional air quality data'",
    actual: () => textsOf(<RegionalCard data={undefined} error={BARE_500} isPending={false} />),
    expected: expect.arrayContaining(['Unable to load regional air quality data']),
  },
  {
    spec: '§Messages forecast',
    rule: "the 24-hour strip: 'No forecast data available'",
    actual: () => textsOf(<ForecastStrip headingId="strip" entries={[]} isPending={false} offsetAt={fixedOffset(0)} threshold={{ kind: 'level', value: 4 }} nowSeconds={0} />),
    expected: expect.arrayContaining(['No forecast data available']),
  },
  {
    spec: '§Messages forecast',
    rule: "the daily forecast: 'No forecast data available'",
    actual: () => textsOf(<DailyForecastCard days={[]} isPending={false} premium offerUpgrade={false} fellBack={false} offsetAt={fixedOffset(0)} entries={[]} threshold={{ kind: 'level', value: 4 }} nowSeconds={0} />),
    expected: expect.arrayContaining(['No forecast data available']),
  },
  {
    spec: '§Messages lookup',
    rule: "'No air quality data available for this location.'",
    actual: () => textsOf(<PlaceReading place={LONDON} data={undefined} isPending={false} receivedAtMs={0} nowSeconds={0} updating={false} />),
    expected: expect.arrayContaining(['No air quality data available for this location.']),
  },
  // §Messages: feedback
  {
    spec: '§Messages feedback',
    rule: 'failure shows the server message',
    actual: () => feedbackFailureText({ kind: 'answered', status: 403, serverMessage: 'Premium only.' }),
    expected: 'Premium only.',
  },
  {
    spec: '§Messages feedback',
    rule: "failure without a server message → 'Failed to send feedback'",
    actual: () => feedbackFailureText({ kind: 'answered', status: 502, serverMessage: null }),
    expected: 'Failed to send feedback',
  },
  {
    spec: '§Messages feedback (decision 031)',
    rule: "no answer at all → 'Failed to send feedback. Please try again.'",
    actual: () => feedbackFailureText({ kind: 'unreachable' }),
    expected: 'Failed to send feedback. Please try again.',
  },
  {
    spec: '§Messages feedback',
    rule: 'success text',
    actual: () => FEEDBACK_TEXT.success,
    expected: "Thank you! Your feedback has been sent successfully. We'll get back to you soon.",
  },
  {
    spec: '§States/§Limits feedback',
    rule: 'the success state closes the dialog after 3 s',
    actual: () => FEEDBACK_SUCCESS_CLOSE_MS,
    expected: 3000,
  },
  // §Messages: newsletter
  {
    spec: '§Messages newsletter',
    rule: "success toast 'Successfully Subscribed!' shows the server message",
    actual: () => newsletterSuccessNotice("You're already subscribed."),
    expected: { title: 'Successfully Subscribed!', description: "You're already subscribed.", variant: 'default' },
  },
  {
    spec: '§Messages newsletter',
    rule: "failure 'Subscription Error' with the server message",
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 429, serverMessage: 'Too many sign-ups.' }),
    expected: { title: 'Subscription Error', description: 'Too many sign-ups.', variant: 'destructive' },
  },
  {
    spec: '§Messages newsletter',
    rule: "failure without a server message → 'Failed to subscribe. Please try again.'",
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 502, serverMessage: null }),
    expected: { title: 'Subscription Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' },
  },
  {
    spec: '§Messages newsletter',
    rule: 'an empty server message counts as none',
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 500, serverMessage: '' }).description,
    expected: 'Failed to subscribe. Please try again.',
  },
  {
    spec: '§Messages newsletter',
    rule: "network failure → 'Network Error' / 'Failed to connect. …'",
    actual: () => newsletterFailureNotice({ kind: 'unreachable' }),
    expected: {
      title: 'Network Error',
      description: 'Failed to connect. Please check your internet connection and try again.',
      variant: 'destructive',
    },
  },
  // §Messages: test SMS
  {
    spec: '§Messages test SMS',
    rule: "failure → destructive toast 'Demo SMS Test' / 'This demonstrates SMS alert functionality. …'",
    actual: () => testAlertFailureToast(BARE_500, 'outbox'),
    expected: { ...SPEC_TOAST.smsFailure, variant: 'destructive' },
  },
  {
    spec: '§Messages test SMS (decision 085)',
    rule: "the server's own sentence (403 not your phone, 429 the daily limit) replaces the demo sentence",
    actual: () => testAlertFailureToast(PROBLEM_403, 'outbox'),
    expected: { title: 'Demo SMS Test', description: 'Only your verified phone can be texted.', variant: 'destructive' },
  },
  {
    spec: '§Messages test SMS',
    rule: "success → 'Demo SMS Test Success' / 'Demo alert sent to {phone}. …'",
    actual: () => testAlertSuccessToast({ success: true, delivery: 'outbox', to: '+12025550143', message: 'Test' }),
    expected: {
      title: 'Demo SMS Test Success',
      description: 'Demo alert sent to +12025550143. In production, real SMS would be sent via an SMS provider.',
    },
  },
  {
    spec: '§Messages test SMS (decision 085)',
    rule: "the 'Demo' wording only when nothing is really texted; a real text says so plainly",
    actual: () => testAlertSuccessToast({ success: true, delivery: 'sms', to: '+12025550143', message: 'Test' }),
    expected: { title: 'Test SMS sent', description: 'We texted +12025550143.' },
  },
  // §Messages: subscribe
  {
    spec: '§Messages subscribe',
    rule: "a failed demo subscription throws 'Demo subscription failed'",
    actual: () =>
      runSubscribe('demo', false, { demoSubscribe: () => Promise.reject(BARE_500), startCheckout: () => Promise.reject(BARE_500) }).catch(
        (error: unknown) => (error instanceof Error ? error.message : error),
      ),
    expected: 'Demo subscription failed',
  },
  {
    spec: '§Messages subscribe',
    rule: "failure toast 'Demo Subscription Test' / 'This demonstrates the subscription flow. …'",
    actual: () => subscribeFailureToast(new DemoSubscriptionError('Demo subscription failed')),
    expected: {
      title: 'Demo Subscription Test',
      description: 'This demonstrates the subscription flow. In production, real payments would be processed by a card payment provider.',
      variant: 'destructive',
    },
  },
  {
    spec: '§Messages subscribe',
    rule: "success toast 'Demo Subscription Activated!' / 'Demo premium features are now enabled. …'",
    actual: () => demoActivatedToast(),
    expected: {
      title: 'Demo Subscription Activated!',
      description: 'Demo premium features are now enabled. In production, this would process real payments via a card payment provider.',
    },
  },
  // §Messages: welcome e-mail
  {
    spec: '§Messages welcome email',
    rule: "success toast 'Success!' / 'Welcome email sent successfully' (an SMTP server took it)",
    actual: () => welcomeEmailSuccessNotice({ success: true, message: 'sent', delivery: 'smtp', to: 'team@airahead.example' }),
    expected: { title: 'Success!', description: 'Welcome email sent successfully', variant: 'default' },
  },
  {
    spec: '§Messages welcome email (decision 070)',
    rule: "in outbox mode nothing is sent, so the description says it was stored instead of 'sent'",
    actual: () => welcomeEmailSuccessNotice({ success: true, message: 'stored', delivery: 'outbox', to: 'team@airahead.example' }),
    expected: {
      title: 'Success!',
      description: 'Welcome email stored in the local outbox (no SMTP server is configured, so nothing was sent)',
      variant: 'default',
    },
  },
  {
    spec: '§Messages welcome email',
    rule: "server failure → 'Error' with the server message",
    actual: () => welcomeEmailFailureNotice({ kind: 'answered', status: 503, serverMessage: 'E-mail is not configured.' }),
    expected: { title: 'Error', description: 'E-mail is not configured.', variant: 'destructive' },
  },
  {
    spec: '§Messages welcome email',
    rule: "server failure without a message → 'Failed to send welcome email'",
    actual: () => welcomeEmailFailureNotice({ kind: 'answered', status: 500, serverMessage: null }),
    expected: { title: 'Error', description: 'Failed to send welcome email', variant: 'destructive' },
  },
  {
    spec: '§Messages welcome email',
    rule: "network failure → 'Network error occurred'",
    actual: () => welcomeEmailFailureNotice({ kind: 'unreachable' }),
    expected: { title: 'Error', description: 'Network error occurred', variant: 'destructive' },
  },
  // §Messages: location search failure
  {
    spec: '§Messages location search',
    rule: 'a failed search shows no suggestions, even with earlier ones at hand',
    actual: () => shownSuggestions(true, { isError: true, data: [LONDON] }),
    expected: [],
  },
  {
    spec: '§Messages location search',
    rule: 'a successful search shows its suggestions (so the row above can fail)',
    actual: () => shownSuggestions(true, { isError: false, data: [LONDON] }),
    expected: [LONDON],
  },
  // §Messages: screenshots
  {
    spec: '§Messages screenshots',
    rule: 'a failed download opens the file in a new tab',
    actual: () => {
      const open = vi.fn()
      // A browser without `<a download>`: the download cannot work.
      vi.stubGlobal('document', { createElement: () => ({}) })
      vi.stubGlobal('window', { open })
      return { handedOver: downloadScreenshots('<html></html>'), opened: open.mock.calls }
    },
    expected: { handedOver: 'opened', opened: [[SCREENSHOTS_HTML_PATH, '_blank', 'noopener']] },
  },
  {
    spec: '§Messages screenshots',
    rule: 'a refused copy reports failure (the page then alerts the message: tests/e2e/utilities-pages)',
    actual: () => {
      vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } })
      return copyScreenshots('<html></html>')
    },
    expected: false,
  },
  {
    spec: '§Messages screenshots',
    rule: "failed copy alert 'Copy failed. Try the download method instead.'",
    actual: () => i18n._(COPY_FAILED_MESSAGE),
    expected: 'Copy failed. Try the download method instead.',
  },
  // §Messages: render crash and unknown path
  {
    spec: '§Messages render crash',
    rule: "'Something went wrong' screen with reload",
    actual: () => textsOf(<ErrorFallback error={new Error('boom')} />).slice(1, 4),
    expected: ['Something went wrong', expect.any(String), 'Reload Page'],
  },
  {
    spec: '§Messages unknown path',
    rule: "the 404 page titled 'Page Not Found' (routing of any path to it: tests/e2e/accessibility)",
    actual: () => openingTag(render(<NotFound />), /<h1>[^<]*<\/h1>/),
    expected: '<h1>Page Not Found</h1>',
  },
]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('docs/product.md §Validation', () => {
  it.each(validationRows)('$spec: $rule', async ({ actual, expected }) => {
    expect(await actual()).toEqual(expected)
  })
})

describe('docs/product.md §Messages', () => {
  it.each(messageRows)('$spec: $rule', async ({ actual, expected }) => {
    expect(await actual()).toEqual(expected)
  })
})
