/*
 * Builds the storefront (Astro) and the back office (Vite). With --if-stale it skips a
 * front end whose sources have not changed since its last build (stamp in its dist folder).
 * Then every compressible built file of 1 KB or more gets a Brotli (.br) and a gzip (.gz) copy beside
 * it, made once at the best settings, which bin/one_origin.ts sends to browsers that accept them.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { precompress } from '../bin/compression.ts'

const ifStale = process.argv.includes('--if-stale')

interface Target {
  name: string
  sources: string[]
  stamp: string
  command: string[]
  /** Folders served as files, which get precompressed copies. */
  served: string[]
}

const targets: Target[] = [
  {
    name: 'storefront',
    sources: ['storefront/src', 'storefront/public', 'storefront/astro.config.mjs', 'domain', 'package-lock.json'],
    stamp: 'storefront/dist/.build-stamp',
    command: ['astro', 'build', '--root', 'storefront', '--silent'],
    served: ['storefront/dist/client'],
  },
  {
    name: 'backoffice',
    sources: ['backoffice/src', 'backoffice/index.html', 'backoffice/vite.config.ts', 'domain', 'package-lock.json'],
    stamp: 'backoffice/dist/.build-stamp',
    command: ['vite', 'build', '--config', 'backoffice/vite.config.ts', '--logLevel', 'warn'],
    served: ['backoffice/dist'],
  },
]

function fingerprint(paths: string[]): string {
  const hash = createHash('sha1')
  const walk = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry))
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  paths.forEach(walk)
  return hash.digest('hex')
}

function run(target: Target): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawn(target.command[0], target.command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    })
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        resolve()
      } else reject(new Error(`${target.name} build failed (exit ${code})`))
    })
  })
}

const work = targets.map(async (target) => {
  const print = fingerprint(target.sources)
  if (!(ifStale && existsSync(target.stamp) && readFileSync(target.stamp, 'utf8') === print)) {
    await run(target)
    writeFileSync(target.stamp, print)
  }
  for (const dir of target.served) {
    const { files, before, after } = precompress(dir)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
    if (!ifStale || files) console.log(`precompressed ${files} files in ${dir}: ${kb(before)} -> ${kb(after)} with Brotli`)
  }
})

try {
  await Promise.all(work)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
