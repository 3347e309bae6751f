/** Public sources the pricing and subscribe pages cite instead of testimonials (docs/product.md §Sources, decision 050). */
export const WHO_AIR_QUALITY_FACT_SHEET =
  'https://www.who.int/news-room/fact-sheets/detail/ambient-(outdoor)-air-quality-and-health'
export const CAMS_VALIDATION_REPORTS = 'https://atmosphere.copernicus.eu/support/validation'
export const OPEN_METEO_AIR_QUALITY_DOCS = 'https://open-meteo.com/en/docs/air-quality-api'
