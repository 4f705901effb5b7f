import { mapsConfig } from '#config/maps'
import { DomainError } from '#exceptions/domain_error'

/** The browser key for the interactive map; null when maps are not configured. */
export function mapsApiKey(): string | null {
  return mapsConfig().apiKey
}

export interface StaticMapRequest {
  center: { lat: number; lng: number }
  zoom?: number
  size?: { width: number; height: number }
}

export interface StaticMapImage {
  contentType: string
  body: ReadableStream<Uint8Array>
}

/** SPEC §9: zoom 15 on the venue widget, static 600x400, green marker on the centre. */
export async function fetchStaticMap(request: StaticMapRequest): Promise<StaticMapImage> {
  const config = mapsConfig()
  if (!config.apiKey) throw new DomainError('MAPS_NOT_CONFIGURED')
  const { lat, lng } = request.center
  const size = request.size ?? { width: 600, height: 400 }
  const url = new URL(config.staticBaseUrl)
  url.searchParams.set('center', `${lat},${lng}`)
  url.searchParams.set('zoom', String(request.zoom ?? 15))
  url.searchParams.set('size', `${size.width}x${size.height}`)
  url.searchParams.set('markers', `color:green|${lat},${lng}`)
  url.searchParams.set('key', config.apiKey)

  let upstream: Response
  try {
    upstream = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  } catch {
    throw new DomainError('MAPS_UPSTREAM_FAILED')
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel()
    throw new DomainError('MAPS_UPSTREAM_FAILED')
  }
  return { contentType: upstream.headers.get('content-type') ?? 'image/png', body: upstream.body }
}
