import { lazy, Suspense, type ComponentProps } from 'react'
import { DailyForecastCard } from '../features/dashboard/daily-forecast-card'
import { EducationArticles } from '../features/dashboard/education-articles'
import { SubscriptionCta } from '../features/dashboard/subscription-cta'
import { HealthRecommendations } from '../features/health-profile/health-recommendations'

// Free push alerts (decision 265): a chunk of their own, after these cards.
const FreePush = lazy(() => import('./free-push-mount'))

export interface DashboardMoreProps {
  daily: ComponentProps<typeof DailyForecastCard>
  health: ComponentProps<typeof HealthRecommendations>
  upsell: boolean
}

/**
 * The dashboard's last cards, below the first screen: the days ahead, the advice for each
 * profile, free push alerts, the Premium offer and the articles. A chunk of their own, fetched once the cards
 * above are on screen, so a first visit downloads less (decision 237).
 */
export default function DashboardMore({ daily, health, upsell }: DashboardMoreProps) {
  return (
    <>
      <DailyForecastCard {...daily} />
      <HealthRecommendations {...health} />
      <Suspense fallback={null}>
        <FreePush />
      </Suspense>
      {upsell && <SubscriptionCta />}
      <EducationArticles />
    </>
  )
}
