import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { answerList, answerRecord, dialectResource, translateListQuery } from '#http/list_dialect'

/**
 * react-admin's simple-rest dialect around every route that serves a back-office resource's records
 * (api/http/list_dialect.ts); requests in the API's own shapes pass untouched. Errors keep the API's error body.
 */
export default class ListDialectMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const dialect = dialectResource(ctx)
    if (!dialect) return next()
    if (dialect.action !== 'list') {
      await next()
      return answerRecord(ctx)
    }
    const window = translateListQuery(ctx)
    await next()
    answerList(ctx, dialect.resource, window)
  }
}
