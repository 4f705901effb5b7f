/* axe on the page as it is now: the violations of impact serious or critical, one line each (bar). */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`
    )
}
