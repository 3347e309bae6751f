import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { weeklyReport } from '../../domain/report/weekly-report'
import { fixedOffset } from '../../domain/time/utc-offset'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { TooltipProvider } from '../../ui/tooltip'
import { ReportScore } from './report-score'

// Saturday 28 November 2026, 15:00 UTC: one Fair reading today, none before this week.
const NOW = Date.UTC(2026, 10, 28, 15) / 1000
const report = weeklyReport([{ time: NOW - 3600, aqi: 2, usAqi: 62 }], NOW, fixedOffset(0))
const today = report.week.lastDay

describe('ReportScore', () => {
  afterEach(() => i18n.activate('en'))

  it("names the days and the good levels in the app's language (decision 280)", () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderInApp(
      <TooltipProvider>
        <ReportScore report={report} today={today} />
      </TooltipProvider>,
    )
    const days = screen.getAllByTestId('week-day').map((day) => day.textContent ?? '')
    expect(days).toHaveLength(7)
    expect(days[0]).toMatch(/^dom, 22 nov/)
    expect(days[6]).toMatch(/^sáb, 28 nov/)
    expect(days[6]).toContain('Día bueno')
    expect(document.body.textContent).toContain('Buena o Aceptable (nivel 1-2)')
    expect(document.body.textContent).not.toMatch(/Good|Fair|Sun|Sat/)
  })

  it('keeps English words in English', () => {
    renderInApp(
      <TooltipProvider>
        <ReportScore report={report} today={today} />
      </TooltipProvider>,
    )
    expect(document.body.textContent).toContain('Good or Fair (level 1-2)')
    expect(screen.getAllByTestId('week-day')[6]?.textContent).toMatch(/^Sat, Nov 28/)
  })
})
