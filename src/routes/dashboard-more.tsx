import type { ComponentProps } from 'react'
import { DailyForecastCard } from '../features/dashboard/daily-forecast-card'
import { EducationArticles } from '../features/dashboard/education-articles'
import { SubscriptionCta } from '../features/dashboard/subscription-cta'
import { HealthRecommendations } from '../features/health-profile/health-recommendations'

export interface DashboardMoreProps {
  daily: ComponentProps<typeof DailyForecastCard>
  health: ComponentProps<typeof HealthRecommendations>
  upsell: boolean
}

/**
 * The dashboard's last cards, below the first screen: the days ahead, the advice for each
 * profile, the Premium offer and the articles. A chunk of their own, fetched once the cards
 * above are on screen, so a first visit downloads less (decision 237).
 */
export default function DashboardMore({ daily, health, upsell }: DashboardMoreProps) {
  return (
    <>
      <DailyForecastCard {...daily} />
      <HealthRecommendations {...health} />
      {upsell && <SubscriptionCta />}
      <EducationArticles />
    </>
  )
}
