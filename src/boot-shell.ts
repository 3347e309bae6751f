/**
 * The boot shell in the reader's language before the app's catalogs load (decision 280): the
 * language chosen on this device, else the device's first language AirAhead speaks (the rule of
 * src/domain/i18n/locales.ts, repeated here so that the entry imports none of the app's modules). index.html holds
 * the shell's words in each language as data attributes.
 */
export function translateBootShell(root: HTMLElement): void {
  let chosen: string | null = null
  try {
    chosen = window.localStorage.getItem('airahead.locale.v1')
  } catch {
    // No storage: the device's languages decide.
  }
  const spoken = ['en', 'es']
  const device = (navigator.languages ?? [navigator.language]).map((tag) => tag.toLowerCase().split(/[-_]/)[0]).find((l) => spoken.includes(l ?? ''))
  const locale = chosen === '"es"' || chosen === '"en"' ? chosen.slice(1, -1) : (device ?? 'en')
  if (locale === 'en') return
  document.documentElement.lang = locale
  // A CSS selector, not words.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  for (const element of root.querySelectorAll<HTMLElement>(`[data-${locale}]`)) element.textContent = element.dataset[locale] ?? element.textContent
}
