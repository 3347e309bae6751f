import * as Dialog from '@radix-ui/react-dialog'
import { Trans } from '@lingui/react/macro'
import { formatUsd } from '../../lib/format-usd'
import { Link } from '../../lib/router'

/** docs/product.md §Limits (the billing feature owns the prices; features do not import each other). */
const PREMIUM_PRICE_USD = 5

/** docs/product.md §Validation: people without Premium see a notice to upgrade instead of the form. */
export function FeedbackUpgradeNotice() {
  const price = formatUsd(PREMIUM_PRICE_USD)
  return (
    <div className="form">
      <Dialog.Description className="notice">
        <Trans>Sending feedback is part of AirAhead Premium. Upgrade to write to the AirAhead team directly.</Trans>
      </Dialog.Description>
      <Dialog.Close asChild>
        <Link to="/subscribe" className="button button--primary">
          <Trans comment="price: a monthly amount in US dollars">Upgrade to Premium - {price}/month</Trans>
        </Link>
      </Dialog.Close>
    </div>
  )
}
