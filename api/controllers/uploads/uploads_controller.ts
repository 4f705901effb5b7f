import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { uploadLimits } from '#config/uploads'
import { ensureUploadAllowed, storeImage, tooLargeError } from '#services/uploads/upload_service'

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

export default class UploadsController {
  /** POST /api/uploads (multipart, field `file`): one image, stored with its variants. */
  async store(ctx: HttpContext) {
    const viewer = ctx.viewer!
    await ensureUploadAllowed(viewer.id)
    const file = await readFileField(ctx, 'file', uploadLimits().maxBytes)
    const image = await storeImage({ bytes: file.bytes, originalName: file.name, uploadedBy: viewer.id })
    return ctx.response.created({ success: true, data: image })
  }
}

/**
 * The first file in a multipart field, read into memory and cut off past maxBytes (a 413 with the limit in
 * Dutch). The route is in bodyparser's processManually list, so nothing reaches the disk before the access
 * gate and this limit have run.
 */
async function readFileField({ request }: HttpContext, field: string, maxBytes: number): Promise<{ bytes: Buffer; name: string | null }> {
  if (!request.is(['multipart/form-data']) || !request.multipart) throw new DomainError('UPLOAD_MISSING')
  if (Number(request.header('content-length') ?? 0) > maxBytes + MULTIPART_OVERHEAD) throw tooLargeError(maxBytes)
  let file: { bytes: Buffer; name: string | null } | null = null
  request.multipart.onFile(field, {}, async (part, reportChunk) => {
    if (file) return void part.resume()
    const chunks: Buffer[] = []
    for await (const chunk of part) {
      // Counts towards process()'s limit: past it the parser stops reading and process() rejects.
      reportChunk(chunk)
      chunks.push(chunk)
    }
    file = { bytes: Buffer.concat(chunks), name: part.filename ?? null }
  })
  try {
    await request.multipart.process({ limit: maxBytes })
  } catch (error) {
    if ((error as { code?: string }).code === 'E_REQUEST_ENTITY_TOO_LARGE') throw tooLargeError(maxBytes)
    throw error
  }
  if (!file) throw new DomainError('UPLOAD_MISSING')
  return file
}
