/*
 * Image uploads: a file is taken only when its first bytes say JPEG, PNG or WebP, it is small
 * enough and decodes to a sane number of pixels. It is never stored as sent: sharp re-encodes it (turned
 * upright, metadata such as EXIF and GPS dropped) into the variants the storefront reads through
 * imageVariants ({ [url]: { original, card, thumb } }, see domain/catalogue_types.ts), under random names in
 * the uploads folder bin/server.ts serves at /uploads/.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp, { type OutputInfo, type ResizeOptions, type Sharp } from 'sharp'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import FileUpload from '#models/file_upload'
import FileUsage from '#models/file_usage'
import { DomainError } from '#exceptions/domain_error'
import { IMAGE_EXTENSIONS, sniffImageType, type AcceptedImageType } from '#domain/image_type'
import { UPLOADS_URL_PREFIX, uploadLimits, uploadsDir } from '#config/uploads'
import { hit } from '#services/accounts/rate_limits'

/** The variants every upload gets: name → how it is made. `original` keeps the format, the others are WebP. */
const VARIANT_WIDTHS = { card: 800, thumb: 320 } as const
/** The stored original's longest side: larger photos are scaled down (a phone's 48 MP photo is 8000 px). */
const ORIGINAL_MAX_SIDE = 2560

export type ImageVariantName = 'original' | keyof typeof VARIANT_WIDTHS

export interface StoredImage {
  id: number
  /** The original's URL: what events.images and users.profileImage hold. */
  url: string
  variants: Record<ImageVariantName, string>
  mimeType: AcceptedImageType
  /** Bytes of the stored original. */
  size: number
  width: number
  height: number
}

export interface ImageInput {
  bytes: Buffer
  originalName: string | null
  uploadedBy: number
}

/** Counts the upload against the person's hourly and daily limits; 429 when one is used up. */
export async function ensureUploadAllowed(userId: number): Promise<void> {
  await hit('uploadsPerAccount', userId)
  const since = DateTime.now().minus({ days: 1 }).toSQL()
  const row = await db.from('file_uploads').where('uploaded_by', userId).where('created_at', '>', since).sum('size as total').first()
  if (Number(row?.total ?? 0) >= uploadLimits().bytesPerDay) throw new DomainError('UPLOAD_QUOTA_REACHED')
}

export function tooLargeError(maxBytes = uploadLimits().maxBytes): DomainError {
  const megabytes = (maxBytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 })
  return new DomainError('UPLOAD_LARGER_THAN', { params: { megabytes }, details: { maxBytes } })
}

function tooManyPixelsError(maxMegapixels: number): DomainError {
  return new DomainError('UPLOAD_MORE_PIXELS_THAN', { params: { megapixels: maxMegapixels.toLocaleString('nl-NL') } })
}

/** Checks, re-encodes and stores one image with its variants; a refused file leaves nothing behind. */
export async function storeImage(input: ImageInput): Promise<StoredImage> {
  const limits = uploadLimits()
  if (input.bytes.length === 0) throw new DomainError('UPLOAD_MISSING')
  if (input.bytes.length > limits.maxBytes) throw tooLargeError(limits.maxBytes)
  const mimeType = sniffImageType(input.bytes)
  if (!mimeType) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED')

  const maxPixels = Math.round(limits.maxMegapixels * 1_000_000)
  const encoded = await encodeVariants(input.bytes, mimeType, maxPixels).catch((error: unknown) => {
    if (error instanceof DomainError) throw error
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixelsError(limits.maxMegapixels)
    throw new DomainError('UPLOAD_UNREADABLE')
  })

  const id = randomUUID()
  const storageKey = `images/${id.slice(0, 2)}/${id}`
  const files = {
    original: `${storageKey}-original.${IMAGE_EXTENSIONS[mimeType]}`,
    card: `${storageKey}-card.webp`,
    thumb: `${storageKey}-thumb.webp`,
  } satisfies Record<ImageVariantName, string>
  const root = uploadsDir()
  const written: string[] = []
  try {
    for (const name of Object.keys(files) as ImageVariantName[]) {
      const path = join(root, files[name])
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, encoded[name].data, { flag: 'wx' })
      written.push(path)
    }
    const variants = Object.fromEntries(
      Object.entries(files).map(([name, file]) => [name, UPLOADS_URL_PREFIX + file])
    ) as StoredImage['variants']
    const row = await FileUpload.create({
      storageKey,
      url: variants.original,
      originalName: cleanName(input.originalName),
      size: encoded.original.data.length,
      mimeType,
      usageCount: 0,
      uploadedBy: input.uploadedBy,
    })
    return {
      id: row.id,
      url: row.url,
      variants,
      mimeType,
      size: row.size,
      width: encoded.original.info.width,
      height: encoded.original.info.height,
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    throw error
  }
}

type Encoded = Record<ImageVariantName, { data: Buffer; info: OutputInfo }>

async function encodeVariants(bytes: Buffer, mimeType: AcceptedImageType, maxPixels: number): Promise<Encoded> {
  // limitInputPixels makes sharp refuse before decoding; the header check gives the clearer message first.
  const source = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
  const meta = await source.metadata()
  if (`image/${meta.format}` !== mimeType) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED')
  if (!meta.width || !meta.height) throw new DomainError('UPLOAD_UNREADABLE')
  if (meta.width * meta.height > maxPixels) throw tooManyPixelsError(maxPixels / 1_000_000)
  // autoOrient: a phone photo taken upright is stored upright; no withMetadata(), so EXIF (and GPS) are dropped.
  const upright = source.autoOrient()
  const original = sameFormat(upright.clone().resize(fitInside(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE)), mimeType)
  const webp = (width: number) => upright.clone().resize(fitInside(width)).webp({ quality: 80 })
  const [originalOut, card, thumb] = await Promise.all([
    original.toBuffer({ resolveWithObject: true }),
    webp(VARIANT_WIDTHS.card).toBuffer({ resolveWithObject: true }),
    webp(VARIANT_WIDTHS.thumb).toBuffer({ resolveWithObject: true }),
  ])
  return { original: originalOut, card, thumb }
}

function fitInside(width: number, height?: number): ResizeOptions {
  return { width, height, fit: 'inside', withoutEnlargement: true }
}

function sameFormat(image: Sharp, mimeType: AcceptedImageType): Sharp {
  if (mimeType === 'image/jpeg') return image.jpeg({ quality: 85, mozjpeg: true })
  if (mimeType === 'image/png') return image.png()
  return image.webp({ quality: 85 })
}

/** The sent file name, for the back office only: no path, no control characters, at most 255 characters. */
function cleanName(name: string | null): string | null {
  const base = name
    ?.split(/[\\/]/)
    .pop()
    ?.replaceAll(/\p{Cc}/gu, '')
    .trim()
  return base ? base.slice(0, 255) : null
}

/**
 * Says which uploads an entity's field uses now (file_usage), replacing what it used before, and keeps
 * file_uploads.usage_count right. URLs that are no upload of ours (demo pictures) are skipped.
 */
export async function recordImageUsage(entityType: string, entityId: number, field: string, urls: readonly string[]): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await FileUsage.query({ client: trx }).where({ entityType, entityId, field }).select('fileUploadId')
    await FileUsage.query({ client: trx }).where({ entityType, entityId, field }).delete()
    const uploads = urls.length
      ? await FileUpload.query({ client: trx })
          .whereIn('url', [...urls])
          .select('id')
      : []
    for (const upload of uploads) {
      await FileUsage.create({ fileUploadId: upload.id, entityType, entityId, field }, { client: trx })
    }
    const touched = [...new Set([...before.map((usage) => usage.fileUploadId), ...uploads.map((upload) => upload.id)])]
    if (touched.length === 0) return
    await trx
      .from('file_uploads')
      .whereIn('id', touched)
      .update({ usage_count: trx.raw('(select count(*) from file_usage where file_usage.file_upload_id = file_uploads.id)') })
  })
}

/** The imageVariants entries for a list of image URLs that are our uploads ({ [url]: { original, card, thumb } }). */
export async function variantsForUrls(urls: readonly string[]): Promise<Record<string, Record<string, string>>> {
  if (urls.length === 0) return {}
  const uploads = await FileUpload.query().whereIn('url', [...urls])
  return Object.fromEntries(uploads.map((upload) => [upload.url, variantUrls(upload)]))
}

/** imageVariants for a record's images: our uploads' own variants (file_uploads), else what the client sent for that url. */
export async function imageVariantsFor(
  images: readonly string[],
  sent: Record<string, Record<string, string>> = {}
): Promise<Record<string, Record<string, string>>> {
  const uploaded = await variantsForUrls(images)
  return Object.fromEntries(images.filter((url) => uploaded[url] || sent[url]).map((url) => [url, uploaded[url] ?? sent[url]]))
}

function variantUrls(upload: FileUpload): Record<ImageVariantName, string> {
  const base = UPLOADS_URL_PREFIX + upload.storageKey
  return { original: upload.url, card: `${base}-card.webp`, thumb: `${base}-thumb.webp` }
}
