import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/** What every e2e file checks the page against: WCAG 2.0-2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** axe-core on the page as it is now. */
export function runAxe(page: Page) {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
}

/** The page's axe violations, one line each: "rule-id: selector, selector". Empty when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page)
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
