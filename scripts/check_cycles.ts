/*
 * `npm run check:cycles`: no import cycle in the API (with domain/, config/, start/, bin/, database/ and scripts/),
 * the storefront or the back office, type-only imports and lazy `import()` included: a type two files hand to each
 * other is still a tangle. Lucid's model relations (api/models/ importing each other) may stay. dpdm finds the
 * cycles; this only runs it per project and exits non-zero when any has one.
 */
import { spawnSync } from 'node:child_process'

interface Project {
  name: string
  files: string[]
  tsconfig?: string
  skipImports?: string
}

const projects: Project[] = [
  {
    name: 'api',
    files: ['api/**/*.ts', 'domain/**/*.ts', 'start/**/*.ts', 'config/**/*.ts', 'bin/**/*.ts', 'database/**/*.ts', 'scripts/**/*.ts'],
    skipImports: 'api/models/.*:api/models/.*',
  },
  { name: 'storefront', files: ['storefront/src/**/*.ts', 'storefront/src/**/*.tsx'] },
  { name: 'back office', files: ['backoffice/src/**/*.ts', 'backoffice/src/**/*.tsx'], tsconfig: 'backoffice/tsconfig.json' },
]

let failed = 0
for (const project of projects) {
  const args = ['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1']
  if (project.tsconfig) args.push('--tsconfig', project.tsconfig)
  if (project.skipImports) args.push('--skip-imports', project.skipImports)
  const run = spawnSync('dpdm', [...args, '--', ...project.files], { encoding: 'utf8' })
  const cycles = run.stdout.split('\n').filter((line) => /^\s*\d+\)/.test(line))
  if (run.status === 0) {
    console.log(`check:cycles ${project.name}: no import cycle`)
  } else {
    failed++
    console.log(`check:cycles ${project.name}: ${cycles.length || 'an error, no'} cycle(s)`)
    console.log(cycles.length ? cycles.join('\n') : run.stdout + run.stderr)
  }
}
process.exit(failed ? 1 : 0)
