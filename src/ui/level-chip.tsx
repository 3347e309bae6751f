import { levelText } from '../domain/aqi/levels'
import { levelStyle } from './level-style'
import { useTranslate } from '../lib/i18n'

interface LevelChipProps {
  /** The 1-5 index. */
  index: number
  /** Show the number before the name ("3 Moderate"). */
  showIndex?: boolean
}

/** A level's colour with its name in text: colour is never the only signal. */
export function LevelChip({ index, showIndex = false }: LevelChipProps) {
  const _ = useTranslate()
  const level = levelText(index, _)
  return (
    <span className="level-chip" style={levelStyle(level)}>
      {showIndex && <span className="level-chip__index">{index}</span>}
      {level.label}
    </span>
  )
}
