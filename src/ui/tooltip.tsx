import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactElement, ReactNode } from 'react'
import './tooltip.css'

/** docs/product.md §Limits: a tooltip opens after 700 ms; moving to the next within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/**
 * Wraps a page whose elements have tooltips: the delays apply across all of them. Only pages
 * that load on demand use it, so Radix's tooltip stays out of the dashboard's first load.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  )
}

interface TooltipProps {
  /** Extra information only: whatever a person needs must also be on the page, since touch screens show no tooltips. */
  content: ReactNode
  /** One focusable element (a button or link), so keyboard users can open the tooltip too. */
  children: ReactElement
}

/** A Radix tooltip: on hover or keyboard focus, announced through aria-describedby, closed by Escape. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="tooltip" side="top" sideOffset={6} collisionPadding={8}>
          {content}
          <RadixTooltip.Arrow className="tooltip__arrow" width={12} height={6} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
