import { i18n } from '../../src/lib/i18n'
import { messages } from '../../src/locales/en/messages.po'

// The app speaks English in unit and component tests, as it does by default; a test of another
// language activates it and switches back (decision 280).
i18n.loadAndActivate({ locale: 'en', messages })
