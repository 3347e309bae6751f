// `npm run lighthouse [-- --no-fail]`: mobile Lighthouse (12.x) on the app exactly as
// `npm start` serves it (scripts/start.mjs: the production build and every function, here
// with simulated data and an in-memory database), on every route of the router. Prints one
// line per route, `bench lighthouse: route=/ performance=… accessibility=… best_practices=… seo=…`,
// and exits 1 when a score misses its route's target (scripts/lighthouse-routes.mjs), unless
// --no-fail is given. One Chromium serves every run through Lighthouse's Node API; accessibility,
// best practices and SEO come from each route's first run; performance is the median of
// --runs=N runs (default 3), extended to --near-gate-runs=N (default 9) when that median is
// within 0.03 of its gate (decision 210).
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { launchChrome } from './lighthouse-chrome.mjs'
import { allRoutes, DEFAULT_TARGETS, gatesPerformance, PERFORMANCE_NOT_YET_GATED, targetsFor } from './lighthouse-routes.mjs'
import { runsWanted } from './lighthouse-runs.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// `npm run lighthouse -- --route=/alerts` measures one route (while fixing it); several with commas.
const only = process.argv.find((arg) => arg.startsWith('--route='))?.slice('--route='.length)
const ROUTES = only ? only.split(',') : allRoutes(join(root, 'src', 'routes', 'route-loaders.ts'))
const CATEGORIES = Object.keys(DEFAULT_TARGETS)
// `--url=http://localhost:8888` measures an app already running (e.g. `npm start`) instead of starting one.
const runningUrl = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length)
// A cold start builds every function first: minutes on a busy 2-core machine, so give it ten.
const START_TIMEOUT_MS = 600_000
const noFail = process.argv.includes('--no-fail')
// `--runs=N` (default 3, odd): performance is the median of N runs on each route, or of
// `--near-gate-runs=N` (default 9) when the median of the first N is near its gate.
function runsArgument(name, fallback) {
  const runs = Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--${name} must be a whole number from 1, not ${runs}`)
  return runs
}
const RUN_COUNTS = { runs: runsArgument('runs', 3), nearGateRuns: runsArgument('near-gate-runs', 9) }
// `--save=DIR` keeps each route's reports (e.g. to see which elements shift or paint last):
// lighthouse-ROUTE.json, its first run with every category, and lighthouse-ROUTE-performance.json,
// its median performance run.
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length)

async function saveReports(route, all, median) {
  await mkdir(saveDir, { recursive: true })
  const name = route === '/' ? 'root' : route.replace(/^\//, '').replace(/\//g, '_')
  await writeFile(join(saveDir, `lighthouse-${name}.json`), JSON.stringify(all))
  await writeFile(join(saveDir, `lighthouse-${name}-performance.json`), JSON.stringify(median))
}

/** Runs scripts/start.mjs on a free port; resolves with its URL and a stop function. */
function startApp() {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', AIR_QUALITY_PROVIDER: 'simulated', AIRAHEAD_DB_DIR: 'memory' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // No server may outlive the run that gave up on it.
      child.kill('SIGKILL')
      reject(new Error(`the app did not start within ${START_TIMEOUT_MS / 1000} s:\n${log}`))
    }, START_TIMEOUT_MS)
    const onData = (chunk) => {
      log += chunk.toString()
      const match = /AirAhead is running at (http:\/\/\S+)/.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1], stop })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the app exited with code ${code}:\n${log}`))
    })
  })
}

/**
 * One Lighthouse run of `categories` (mobile is its default form factor) in a new tab of the
 * shared Chromium; resolves with the report (LHR). Lighthouse clears the origin's storage,
 * caches and service worker before each run, so every run is a first visit.
 */
async function lighthouseRun(url, port, categories) {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: categories })
  const report = result?.lhr
  if (!report) throw new Error(`lighthouse ${url}: no report`)
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`)
  return report
}

/** The performance metrics behind the score, e.g. "fcp=1.2 s lcp=1.9 s tbt=90 ms cls=0.02 si=1.3 s". */
function metrics(report) {
  const ids = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', si: 'speed-index' }
  return Object.entries(ids)
    .map(([name, id]) => `${name}=${(report.audits[id]?.displayValue ?? '?').replace(/\u00a0/g, ' ')}`)
    .join(' ')
}

/** The audits that cost a category points, for the person fixing them. */
function losses(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`)
}

/**
 * Now and then Lighthouse fails to record its trace ("Something went wrong with recording the
 * trace over your page load. Please run Lighthouse again.", e.g. NO_NAVSTART on this small
 * machine): such a run measured nothing, so it is run again, up to TRACE_RETRIES times.
 */
const TRACE_RETRIES = 4
async function lighthouseRetrying(url, port, categories) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lighthouseRun(url, port, categories)
    } catch (error) {
      if (attempt >= TRACE_RETRIES || !/recording the trace/.test(String(error))) throw error
      console.log(`  ${url}: Lighthouse recorded no usable trace; running it again`)
    }
  }
}

/**
 * Lighthouse's performance score varies from run to run, more so on a small, shared machine;
 * its authors advise the median of several runs. The first run collects every category (the
 * others do not vary, decision 210), the rest performance only, as many as runsWanted says.
 * Resolves with the first run's report and the median run's report by performance.
 */
async function measure(url, port, target) {
  const reports = []
  const score = (report) => report.categories.performance.score
  for (let wanted = RUN_COUNTS.runs; reports.length < wanted; wanted = runsWanted(reports.map(score), target, RUN_COUNTS)) {
    reports.push(await lighthouseRetrying(url, port, reports.length === 0 ? CATEGORIES : ['performance']))
  }
  if (reports.length > 1) console.log(`  performance of ${reports.length} runs: ${reports.map(score).join(' ')}`)
  const median = [...reports].sort((a, b) => score(a) - score(b))[Math.floor(reports.length / 2)]
  return { all: reports[0], median }
}

async function main() {
  const app = runningUrl ? { url: runningUrl, stop: async () => {} } : await startApp()
  const chrome = await launchChrome().catch(async (error) => {
    await app.stop()
    throw error
  })
  let missed = false
  try {
    // Warm the local functions (their first call bundles them), so the runs measure the app.
    const place = 'latitude=40.71&longitude=-74.01' // the default place, New York
    for (const path of [...ROUTES, `/api/air-quality/current?${place}`, `/api/air-quality/forecast?${place}`]) {
      await fetch(new URL(path, app.url)).then((response) => response.arrayBuffer())
    }
    // One unmeasured run first: the first run meets a cold Chromium and cold function
    // workers, and scored up to 0.1 lower than the runs after it.
    await lighthouseRetrying(new URL(ROUTES[0], app.url).href, chrome.port, ['performance'])
    for (const route of ROUTES) {
      const targets = targetsFor(route)
      const { all, median } = await measure(new URL(route, app.url).href, chrome.port, targets.performance)
      const reportOf = (category) => (category === 'performance' ? median : all)
      const scores = CATEGORIES.map((category) => [category, reportOf(category).categories[category].score])
      const line = scores.map(([category, score]) => `${category.replace('-', '_')}=${score}`).join(' ')
      console.log(`bench lighthouse: route=${route} ${line}`)
      console.log(`  metrics: ${metrics(median)}`)
      if (saveDir) await saveReports(route, all, median)
      for (const [category, score] of scores) {
        if (score >= targets[category]) continue
        const gated = category !== 'performance' || gatesPerformance(route)
        if (gated) missed = true
        const note = gated ? '' : ` (not gated yet: ${PERFORMANCE_NOT_YET_GATED[route]})`
        console.log(`  ${category} ${score} < ${targets[category]}: ${losses(reportOf(category), category).join('; ')}${note}`)
      }
    }
  } finally {
    await chrome.stop()
    await app.stop()
  }
  if (missed && !noFail) process.exit(1)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
