import { lazy, Suspense, type ComponentProps } from 'react'
import '../styles/forecast.css'
import { DailyForecastCard } from '../features/dashboard/daily-forecast-card'
import { EducationArticles } from '../features/dashboard/education-articles'
import { ExplorePanel } from '../features/dashboard/explore-panel'
import { ForecastStrip } from '../features/dashboard/forecast-strip'
import { PollutantBreakdown } from '../features/dashboard/pollutant-breakdown'
import { ReadingDetails } from '../features/dashboard/reading-details'
import { SubscriptionCta } from '../features/dashboard/subscription-cta'
import { HealthRecommendations } from '../features/health-profile/health-recommendations'

// Free push alerts (decision 265): a chunk of their own, after these cards.
const FreePush = lazy(() => import('./free-push-mount'))

export interface DashboardMoreProps {
  strip: ComponentProps<typeof ForecastStrip>
  daily: ComponentProps<typeof DailyForecastCard>
  pollutants: ComponentProps<typeof PollutantBreakdown>
  details: ComponentProps<typeof ReadingDetails>
  health: ComponentProps<typeof HealthRecommendations>
  upsell: boolean
}

/**
 * The dashboard below its first card (decisions 237, 260): the 24-hour chart, the days ahead,
 * the pollutants, the reading's details, the advice for each profile, free push alerts
 * (decision 265), the Premium offer, the articles and the Explore links. A chunk of their own,
 * fetched once the first card is on screen, so a first visit downloads less.
 */
export default function DashboardMore({ strip, daily, pollutants, details, health, upsell }: DashboardMoreProps) {
  return (
    <>
      <ForecastStrip {...strip} />
      <DailyForecastCard {...daily} />
      <PollutantBreakdown {...pollutants} />
      <ReadingDetails {...details} />
      <HealthRecommendations {...health} />
      <Suspense fallback={null}>
        <FreePush />
      </Suspense>
      {upsell && <SubscriptionCta />}
      <EducationArticles />
      <ExplorePanel />
    </>
  )
}
