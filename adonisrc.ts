import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [() => import('@adonisjs/core/commands'), () => import('@adonisjs/lucid/commands')],
  directories: {
    config: 'config',
    start: 'start',
    tests: 'tests',
    commands: 'api/commands',
    controllers: 'api/controllers',
    models: 'api/models',
    services: 'api/services',
    exceptions: 'api/exceptions',
    middleware: 'api/middleware',
    validators: 'api/validators',
    transformers: 'api/transformers',
    migrations: 'database/migrations',
    seeders: 'database/seeders',
    public: 'public',
  },
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/mail/mail_provider'),
  ],
  preloads: [
    () => import('#start/transactions'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    { file: () => import('#start/database_setup'), environment: ['web'] },
    { file: () => import('#start/jobs'), environment: ['web'] },
  ],
  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.ts'], name: 'unit', timeout: 10000 },
      { files: ['tests/functional/**/*.spec.ts'], name: 'functional', timeout: 30000 },
      { files: ['tests/selfcheck/**/*.spec.ts'], name: 'selfcheck', timeout: 10000 },
    ],
    forceExit: false,
  },
})
