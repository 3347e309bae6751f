import { it } from 'vitest'
import { useE2e } from './support/e2e-fixture'
import { signInAsPremium, waitUntilSettled } from './support/member'
import { ROUTER_ROUTES } from './support/routes'

// Temporary: English left on Spanish screens (not committed).
const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { serviceWorkers: 'block' } })
const ENGLISH = /\b(the|and|of|to|is|your|you|with|from|for|this|Good|Fair|Poor|Moderate|readings?|Level|level|Now|hours?|days?|Today|Tomorrow|Sun|Mon|Tue|Wed|Thu|Fri|Sat|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM|ago|min|Unhealthy|Hazardous|Sensitive|Simulated|Station|station|Forecast|forecast|measured|Measured|Near|near|Updated|updated)\b/

async function sweep(page: import('playwright-core').Page, who: string) {
  const found = new Map<string, string>()
  for (const route of [...ROUTER_ROUTES]) {
    await page.goto(`${e2e.app.url}${route}`)
    await waitUntilSettled(page).catch(() => {})
    await page.waitForTimeout(300)
    const texts = await page.evaluate(() => {
      const out: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement
        if (!el || el.closest('script,style,[aria-hidden="true"]')) continue
        const t = (n.textContent ?? '').trim()
        if (t) out.push(t)
      }
      for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) { const v = el.getAttribute(a); if (v) out.push(`@${a}: ${v}`) }
      }
      return out
    })
    for (const t of texts) if (ENGLISH.test(t) && !found.has(t)) found.set(t, route)
  }
  for (const [t, r] of found) console.log(`${who} ${r} :: ${t.slice(0, 160)}`)
}

it('spanish sweep', async () => {
  const visitor = await e2e.newPage({ locale: 'es-ES' })
  await sweep(visitor, 'V')
  const page = await e2e.newPage({ locale: 'en-US' })
  await signInAsPremium(page, e2e.app.url, '/alerts')
  await page.evaluate(() => localStorage.setItem('airahead.locale.v1', JSON.stringify('es')))
  await sweep(page, 'M')
}, 900_000)
