import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '../../lib/router'

/** docs/product.md §Validation: people without Premium see a notice to upgrade instead of the form. */
export function FeedbackUpgradeNotice() {
  return (
    <div className="form">
      <Dialog.Description className="notice">
        Sending feedback is part of AirAhead Premium. Upgrade to write to the AirAhead team directly.
      </Dialog.Description>
      <Dialog.Close asChild>
        <Link to="/subscribe" className="button button--primary">
          Upgrade to Premium - $5/month
        </Link>
      </Dialog.Close>
    </div>
  )
}
