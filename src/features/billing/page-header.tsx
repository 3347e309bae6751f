import { Link } from '../../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import { Trans } from '@lingui/react/macro'

/** The header of the pricing and subscribe pages: the way back, then the page's own title. */
export function PageHeader({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <header className="page-header">
      <Link to="/" className="button button--ghost button--small page-header__back">
        <ArrowLeft aria-hidden="true" className="icon" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      {title && <h1 className="page-header__title">{title}</h1>}
      {subtitle && <p className="muted">{subtitle}</p>}
    </header>
  )
}
