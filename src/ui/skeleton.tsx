interface SkeletonProps {
  /**
   * Reserved height in px, about the loaded content's, so nothing shifts when data arrives.
   * Leave it out when a `className` sets a height that depends on the layout.
   */
  height?: number
  className?: string
  label?: string
}

export function Skeleton({ height, className, label = 'Loading…' }: SkeletonProps) {
  return (
    <div
      className={className ? `skeleton ${className}` : 'skeleton'}
      style={height === undefined ? undefined : { height }}
      role="status"
    >
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
