import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from '../../src/lib/router'
import { vi } from 'vitest'
import { createQueryClient } from '../../src/lib/query-client'
import { i18n } from '../../src/lib/i18n'

/**
 * A component as the app mounts it (src/app.tsx): in the app's language (English unless the
 * test activates another, tests/support/component-setup.ts), inside the app's query client and
 * a router, here in memory at `path`. `user` types and clicks as a person does.
 */
export function renderInApp(node: ReactNode, { path = '/', client = createQueryClient() }: { path?: string; client?: QueryClient } = {}) {
  const user = userEvent.setup()
  // A wrapper, so `rerender` keeps the same client and router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  )
  return { ...render(node, { wrapper }), user, client }
}

/** One request the app made: method, path with query, and the JSON body it sent. */
export interface SentRequest {
  method: string
  url: URL
  body: unknown
}

type Answer = (request: SentRequest) => Response | Promise<Response>

/**
 * The network as `fetch` sees it: `answers` by "METHOD /path" (no query), every request kept in
 * `sent`. A request nobody answers fails the test, as a stray call would go unseen otherwise.
 */
export function stubApi(answers: Record<string, Answer>): { sent: SentRequest[] } {
  const sent: SentRequest[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = init.method ?? 'GET'
    const request = { method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined }
    sent.push(request)
    const answer = answers[`${method} ${url.pathname}`]
    if (!answer) throw new Error(`No answer stubbed for ${method} ${url.pathname}`)
    return answer(request)
  })
  return { sent }
}

/** The app's error answer (`{ error, message }`, contracts/problem.ts) with a status and headers. */
export function problem(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error, message }, { status, headers })
}
