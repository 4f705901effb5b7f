/*
 * One image to POST /api/uploads (multipart, field `file`) with the session's bearer token. XMLHttpRequest
 * rather than fetch: only it reports upload progress, which matters on a slow mobile connection.
 */
import { authorizationHeader, currentToken } from '../auth/browserSession'

/** The API's answer (api/services/uploads/upload_service.ts StoredImage). */
export interface UploadedImage {
  id: number
  url: string
  variants: { original: string; card: string; thumb: string } & Record<string, string>
  mimeType: string
  size: number
  width: number
  height: number
}

export const UPLOAD_URL = '/api/uploads'
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp'

/** Resolves with the stored image; rejects with an Error carrying the server's message (or fallbackMessage). */
export function uploadImage(file: File, onProgress: (fraction: number) => void, fallbackMessage: string): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', UPLOAD_URL)
    xhr.withCredentials = true
    const token = currentToken()
    if (token) for (const [name, value] of Object.entries(authorizationHeader(token))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: { data?: UploadedImage; message?: string } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // a proxy's HTML error page: the fallback message below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data)
      else reject(new Error(body.message || fallbackMessage))
    }
    xhr.onerror = () => reject(new Error(fallbackMessage))
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
