export const DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ: number
export function dashboardFirstLoadKbGz(distDir: string): number
