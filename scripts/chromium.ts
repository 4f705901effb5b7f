/*
 * The one Chromium every browser run uses: Playwright journeys, screenshots, Lighthouse and the benches.
 * In order: CHROMIUM_PATH (or CHROME_PATH) when set, Debian's /usr/bin/chromium when installed, else the
 * Chromium that ships inside the npm package @sparticuz/chromium (unpacked once into the temp dir). So a
 * machine with only Node and npm runs every browser test without a download or a system package.
 */
import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Flags for a headless run as root on a closed network (STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

function hasSystemFonts() {
  try {
    return readdirSync('/usr/share/fonts').length > 0
  } catch {
    return false
  }
}

/**
 * The browser's path; also stored in process.env.CHROMIUM_PATH so child processes (Playwright workers,
 * Lighthouse) take the same one without unpacking again.
 */
export async function chromiumExecutable(): Promise<{ path: string; source: 'env' | 'debian' | 'npm' }> {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH
  if (fromEnv) return { path: fromEnv, source: 'env' }
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'debian' }
  const { default: packaged } = await import('@sparticuz/chromium')
  // Its fonts (with their fonts.conf) are unpacked next to the browser; use them only when the machine has none.
  if (!hasSystemFonts()) process.env.FONTCONFIG_PATH ??= join(tmpdir(), 'fonts')
  const path = await packaged.executablePath()
  process.env.CHROMIUM_PATH = path
  return { path, source: 'npm' }
}
