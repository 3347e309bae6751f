import { AQI_LEVELS } from '../../../src/domain/aqi/levels'
import { SCREENSHOT_HEIGHT_PX, SCREENSHOT_WIDTH_PX } from '../../../src/domain/contracts/screenshots'

/** One class per 1-5 level, in the app's colours (text colours meet WCAG 4.5:1 on them). */
const levelRules = AQI_LEVELS.map((l) => `.lv-${l.index}{background:${l.color};color:${l.textColor}}`).join('\n')

/**
 * The page's only style sheet. Every colour and size is here, so the page needs no style
 * attributes and the Content-Security-Policy can allow this sheet by its hash alone.
 */
export const SCREENSHOTS_CSS = `
*{box-sizing:border-box}
body{margin:0;padding:40px;background:#d1d5db;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#111827;line-height:1.35}
h1,h2,h3,p,ul,ol{margin:0}ul,ol{padding:0;list-style:none}
.intro{max-width:${SCREENSHOT_WIDTH_PX}px;margin:0 auto 40px;font-size:22px}
.intro h1{font-size:34px;margin-bottom:8px}
.shot{position:relative;width:${SCREENSHOT_WIDTH_PX}px;height:${SCREENSHOT_HEIGHT_PX}px;margin:0 auto 40px;overflow:hidden;display:flex;flex-direction:column;background:linear-gradient(160deg,#115e59 0%,#0f766e 55%,#14b8a6 100%);color:#fff}
.pitch{padding:96px 80px 56px}
.pitch__brand{font-size:34px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;opacity:.9}
.pitch h2{font-size:76px;line-height:1.08;margin:20px 0 18px}
.pitch p{font-size:36px;opacity:.95}
.phone{flex:1;margin:0 90px;border:14px solid #111827;border-bottom:0;border-radius:72px 72px 0 0;background:#f3f5f7;color:#111827;padding:40px 36px 0;display:flex;flex-direction:column;gap:26px;overflow:hidden}
.source{padding:26px 80px 34px;background:#111827;font-size:27px;display:flex;flex-wrap:wrap;gap:8px 18px;align-items:center}
.source__name{font-weight:700}
.badge{display:inline-block;padding:4px 18px;border-radius:999px;background:#fef3c7;color:#78350f;border:2px solid #d97706;font-weight:700}
.app-bar{display:flex;justify-content:space-between;align-items:center;font-size:34px;font-weight:600;color:#4b5563}
.app-bar__brand{color:#115e59;font-weight:800}
.card{background:#fff;border-radius:32px;padding:34px;box-shadow:0 2px 6px rgb(0 0 0/12%);font-size:32px}
.card h3{font-size:36px;margin-bottom:18px}
.card p+p{margin-top:16px}
.card-lead{font-size:34px;margin-bottom:16px}
.card-note{font-size:30px;color:#4b5563;padding:0 8px}
.hero{text-align:center;padding:36px 34px}
.hero__label{font-size:32px;opacity:.9}
.hero__level{font-size:104px;font-weight:800;line-height:1.1;margin:4px 0}
.hero__index{font-size:44px;font-weight:600}
.hero__main{font-size:32px;margin-top:12px}
.tiles{display:grid;grid-template-columns:1fr 1fr 1fr;gap:16px}
.tile{border:2px solid #e5e7eb;border-radius:24px;padding:18px;display:flex;flex-direction:column;gap:8px}
.tile__name{font-size:28px;color:#4b5563;font-weight:600}
.tile__value{font-size:40px;font-weight:700}
.tile__value small{font-size:22px;font-weight:500;color:#4b5563}
.tile__period{font-size:20px;color:#4b5563}
.tile .chip{font-size:24px;padding:4px 14px}
.chip{display:inline-block;align-self:flex-start;padding:6px 20px;border-radius:999px;font-size:28px;font-weight:700}
.chip--none{background:#e5e7eb;color:#374151}
.advice h3{font-size:34px;margin-bottom:10px}
.advice p{font-size:30px}
.sms-time{text-align:center;font-size:28px;color:#4b5563}
.sms{align-self:flex-start;max-width:88%;background:#e5e7eb;border-radius:40px 40px 40px 10px;padding:30px 36px;font-size:36px}
.quiet h3{color:#115e59}
.strip{display:grid;grid-template-columns:repeat(6,1fr);gap:14px}
.hour{border-radius:24px;padding:18px 6px;display:flex;flex-direction:column;align-items:center;gap:6px}
.hour__label{font-size:28px;font-weight:700}
.hour__index{font-size:52px;font-weight:800}
.hour__time{font-size:22px}
.days{display:flex;flex-direction:column;gap:18px}
.day{display:grid;grid-template-columns:1fr auto;align-items:center;gap:4px 20px;font-size:32px}
.day__name{font-weight:700}
.day__trend{grid-column:1/-1;color:#4b5563;font-size:26px}
${levelRules}
`
