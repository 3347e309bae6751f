/** `&<>"'` as character references, for text placed in HTML or XML (e-mail, pages, TwiML). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
