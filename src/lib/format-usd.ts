import { formatLocale } from './i18n'

/**
 * A whole number of US dollars as the app's language writes it: "$5" in English, "5 US$" in
 * Spanish (decision 280). The amount stays in US dollars whatever the language.
 */
export function formatUsd(amount: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)
}
