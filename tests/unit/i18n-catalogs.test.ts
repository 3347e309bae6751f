import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const lingui = (...args: string[]) => run('npx', ['lingui', ...args], { cwd: new URL('../..', import.meta.url).pathname })

// Every word in the code is in the catalogs, and every catalog translates all of them
// (decision 280): a string added without `npm run i18n:extract`, or left untranslated, fails here.
describe('the message catalogs', () => {
  it('hold exactly the messages the code uses', { timeout: 60_000 }, async () => {
    const { stdout } = await lingui('check', 'sync')
    expect(stdout).toContain('PASS sync')
  })

  it('translate every message into every language', { timeout: 60_000 }, async () => {
    const { stdout } = await lingui('check', 'missing', '--mode', 'catalog')
    expect(stdout).toContain('PASS missing')
  })
})
