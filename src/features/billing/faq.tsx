import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'

export interface FaqItem {
  question: MessageDescriptor
  answer: ReactNode
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function Faq({ headingId, items }: { headingId: string; items: readonly FaqItem[] }) {
  const { _ } = useLingui()
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <Trans>Frequently asked questions</Trans>
      </h2>
      <div className="faq">
        {items.map(({ question, answer }) => (
          <details key={question.id} className="faq__item">
            <summary>{_(question)}</summary>
            <div className="faq__answer">{answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
