import { Component, type ReactNode } from 'react'
import { ErrorFallback } from './error-fallback'

interface State {
  error: unknown
  hasError: boolean
}

/** Shows the error screen for a render crash or a failed page load below it (React logs the error itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  override render() {
    return this.state.hasError ? <ErrorFallback error={this.state.error} /> : this.props.children
  }
}
