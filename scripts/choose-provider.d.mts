export function chooseProvider(say?: (line: string) => void): Promise<void>
