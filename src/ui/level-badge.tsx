import { Trans } from '@lingui/react/macro'
import { levelText } from '../domain/aqi/levels'
import { levelStyle } from './level-style'
import { Tooltip } from './tooltip'
import './level-badge.css'
import { useTranslate } from '../lib/i18n'

interface LevelBadgeProps {
  /** The 1-5 index. */
  index: number
  /** Said before the level in the tooltip, e.g. "Worst reading on Tuesday". */
  context?: string
}

/**
 * A level's colour, number and name, with a tooltip explaining the level. It is a button so
 * keyboard users reach the tooltip; pressing it does nothing else. Needs a TooltipProvider.
 */
export function LevelBadge({ index, context }: LevelBadgeProps) {
  const level = levelText(index, useTranslate())
  const levelIndex = level.index
  const levelName = level.label
  return (
    <Tooltip
      content={
        <>
          {context && <span className="block">{context}</span>}
          <strong>
            <Trans>
              Level {levelIndex} of 5, {levelName}:
            </Trans>
          </strong>{' '}
          {level.description}
        </>
      }
    >
      <button type="button" className="level-chip level-badge" style={levelStyle(level)}>
        <span className="level-chip__index">{index}</span>
        {level.label}
      </button>
    </Tooltip>
  )
}
