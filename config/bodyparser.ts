import { defineConfig } from '@adonisjs/core/bodyparser'

export default defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: true, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report', 'text/plain'],
  },
  /*
   * JSON bodies are read by api/middleware/body_parser_middleware.ts with the json limit above (1 MB by
   * default: more is a 413). Multipart is never parsed automatically (autoProcess lists no route), so no route
   * writes a stranger's upload to the temp folder; POST /api/uploads reads its one file itself, in memory and
   * within config/uploads.ts's limit, after the access gate (processManually).
   */
  multipart: {
    autoProcess: [],
    convertEmptyStringsToNull: true,
    processManually: ['/api/uploads'],
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})
