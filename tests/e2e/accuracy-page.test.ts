import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalDatabase } from '../../scripts/local-database.mjs'
import { closeDatabase } from '../../netlify/server/db'
import { seedScriptedMonth } from '../support/accuracy-month'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * /accuracy in Chromium at 390 px against the production build, on a database holding the
 * scripted November (tests/support/accuracy-month.ts) written through the real tables and
 * settled by the real settle step before the app starts.
 */

let directory = ''
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'airahead-accuracy-'))
  const db = await startLocalDatabase({ root: fileURLToPath(new URL('../..', import.meta.url)), directory, log: () => {} })
  try {
    await seedScriptedMonth()
  } finally {
    await closeDatabase()
    await db.stop()
    delete process.env.NETLIFY_DB_URL
  }
}, 120_000)
afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true })
})

const e2e = useE2e({ env: () => ({ AIR_QUALITY_PROVIDER: 'simulated', AIRAHEAD_DB_DIR: directory }) })

describe('/accuracy', () => {
  it('shows each region and month with the three forecasts side by side, the few-episodes label and the method; accessible, no sideways scroll at 390 px', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/accuracy`)
    await page.getByRole('heading', { level: 1, name: 'Forecast Accuracy' }).waitFor()
    const uk = page.getByRole('region', { name: 'United Kingdom · November 2026' })
    await uk.waitFor()
    const headers = await uk.getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['Our forecast', 'Raw model', 'Persistence'])
    const hitRate = await uk.getByRole('row', { name: /^Hit rate/ }).getByRole('cell').allTextContents()
    expect(hitRate).toEqual(['67 % (4 of 6)', '33 % (2 of 6)', '0 % (0 of 6)'])
    const lead = await uk.getByRole('row', { name: /^Median lead/ }).getByRole('cell').allTextContents()
    expect(lead).toEqual(['2 h 10 min', '2 h 10 min', 'at the start'])
    expect(await uk.getByText('Few episodes').count()).toBe(1)
    const world = page.getByRole('region', { name: 'Rest of the world · November 2026' })
    expect(await world.getByRole('row', { name: /^Hit rate/ }).getByRole('cell').first().textContent()).toBe('1 of 2, too few to rate')
    // Paris had no station near it: no Europe table.
    expect(await page.getByRole('region', { name: /^Europe/ }).count()).toBe(0)
    expect(await page.getByRole('term').allTextContents()).toEqual(expect.arrayContaining(['Episode', 'Hit', 'False alarm', 'Lead time']))

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: join(tmpdir(), 'airahead-accuracy-390.png'), fullPage: true })
  })

  it('is linked from the guide', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/air-quality-guide`)
    await page.getByRole('link', { name: 'See the accuracy record' }).click()
    await page.getByRole('heading', { level: 1, name: 'Forecast Accuracy' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/accuracy')
  })
})
