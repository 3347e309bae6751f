import { msg } from '@lingui/core/macro'
import { i18n } from '../lib/i18n'

interface SkeletonProps {
  /**
   * Reserved height in px, about the loaded content's, so nothing shifts when data arrives.
   * Leave it out when a `className` sets a height that depends on the layout.
   */
  height?: number
  className?: string
  label?: string
}

/** A placeholder of the content's size; its label ("Loading…" unless told) is in the app's language. */
export function Skeleton({ height, className, label }: SkeletonProps) {
  return (
    <div
      className={className ? `skeleton ${className}` : 'skeleton'}
      style={height === undefined ? undefined : { height }}
      role="status"
    >
      <span className="visually-hidden">{label ?? i18n._(msg`Loading…`)}</span>
    </div>
  )
}
