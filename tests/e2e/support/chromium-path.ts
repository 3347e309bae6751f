/** Debian's Chromium (`apt-get install -y chromium`, README); CHROMIUM_PATH overrides it. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}
