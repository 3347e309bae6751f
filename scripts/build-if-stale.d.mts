export function buildIsStale(root: string): boolean
export function buildIfStale(root: string, log?: (message: string) => void): void
