import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Testing Library unmounts after each test only where `afterEach` is a global; vitest's is not.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
