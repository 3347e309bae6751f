import type { ReactNode } from 'react'

export interface FaqItem {
  question: string
  answer: ReactNode
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function Faq({ headingId, items }: { headingId: string; items: readonly FaqItem[] }) {
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Frequently asked questions
      </h2>
      <div className="faq">
        {items.map(({ question, answer }) => (
          <details key={question} className="faq__item">
            <summary>{question}</summary>
            <div className="faq__answer">{answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
