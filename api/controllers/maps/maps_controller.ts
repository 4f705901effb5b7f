import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { HttpContext } from '@adonisjs/core/http'
import { staticMapQueryValidator } from '#validators/catalogue_validator'
import { MESSAGES } from '#exceptions/messages'
import { fetchStaticMap, mapsApiKey } from '#services/maps/maps_service'

export default class MapsController {
  /**
   * GET /api/internal/maps/api-key → { success, apiKey }. Without GOOGLE_MAPS_API_KEY:
   * 503 { success: false, message: 'Kaart niet beschikbaar', code: 'MAPS_NOT_CONFIGURED' }.
   */
  async apiKey({ response }: HttpContext) {
    const apiKey = mapsApiKey()
    if (!apiKey) {
      const { message, status } = MESSAGES.MAPS_NOT_CONFIGURED
      return response.status(status).json({ success: false, message, error: message, code: 'MAPS_NOT_CONFIGURED' })
    }
    response.header('Cache-Control', 'private, max-age=300')
    return { success: true, apiKey }
  }

  /** GET /api/internal/maps/static?center=lat,lng&zoom=15&size=600x400: the provider's image, streamed. */
  async staticMap({ request, response }: HttpContext) {
    const query = await staticMapQueryValidator.validate(request.qs())
    const image = await fetchStaticMap(query)
    response.header('Content-Type', image.contentType)
    response.header('Cache-Control', 'public, max-age=86400')
    response.stream(Readable.fromWeb(image.body as NodeReadableStream<Uint8Array>))
  }
}
