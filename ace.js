/*
 * Ace entry point: registers the TypeScript loader, then runs bin/console.ts.
 */
import '@poppinss/ts-exec'
await import('./bin/console.js')
