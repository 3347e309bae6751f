import { describe, expect, it } from 'vitest'
import * as mini from 'zod/mini'
import { currentLocale, withRequestLocale } from '../../netlify/server/request-context'

/*
 * The request's language on the server (decision 285): zod's own messages follow it, even when
 * classic zod (which sets its English locale on its first schema, when none is set) comes later.
 */
describe("zod's own messages in the request's language", () => {
  it('English outside a request, Spanish inside a Spanish one, after classic zod has loaded too', async () => {
    const { z } = await import('zod')
    const classic = z.object({ n: z.number() })
    const small = mini.object({ n: mini.number() })
    expect(currentLocale()).toBe('en')
    expect(classic.safeParse({ n: 'x' }).error?.issues[0]?.message).toBe('Invalid input: expected number, received string')
    withRequestLocale('es', () => {
      expect(currentLocale()).toBe('es')
      expect(classic.safeParse({ n: 'x' }).error?.issues[0]?.message).toBe('Entrada inválida: se esperaba número, recibido texto')
      expect(small.safeParse({ n: 'x' }).error?.issues[0]?.message).toBe('Entrada inválida: se esperaba número, recibido texto')
    })
    expect(small.safeParse({ n: 'x' }).error?.issues[0]?.message).toBe('Invalid input: expected number, received string')
  })
})
