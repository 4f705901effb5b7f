/*
 * Reading QR codes with the device's camera. Loaded only when the camera is started (the page imports this file
 * lazily): the decoder is barcode-detector's BarcodeDetector on ZXing compiled to WASM, and the WASM file is one of
 * the back office's own built assets (a Vite asset URL handed to the module's locateFile), never fetched from a CDN.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/** Frames looked at per second: enough to catch a code held up for a moment, light on a phone's battery. */
const FRAME_INTERVAL_MS = 120
/** The same code is read again only after it has been out of view this long (a guest holding the phone still). */
const SAME_CODE_PAUSE_MS = 1500

export interface RunningCamera {
  stop(): void
}

let decoder: Promise<BarcodeDetector> | null = null

function qrDecoder(): Promise<BarcodeDetector> {
  decoder ??= (async () => {
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path) },
      fireImmediately: true,
    })
    return new BarcodeDetector({ formats: ['qr_code'] })
  })()
  return decoder
}

/**
 * Starts the back camera in `video` and calls onCode once per code shown (a code kept in view is not read twice),
 * until stop(). Rejects when there is no camera or permission is refused.
 */
export async function startCamera(video: HTMLVideoElement, onCode: (code: string) => void): Promise<RunningCamera> {
  const [stream, detector] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
    qrDecoder(),
  ])
  video.srcObject = stream
  video.muted = true
  video.playsInline = true
  await video.play()
  let stopped = false
  let lastCode = ''
  let lastSeenAt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const look = async () => {
    if (stopped) return
    try {
      if (video.readyState >= 2) {
        const codes = await detector.detect(video)
        const now = Date.now()
        const code = codes[0]?.rawValue?.trim()
        if (code) {
          if (code !== lastCode || now - lastSeenAt > SAME_CODE_PAUSE_MS) onCode(code)
          lastCode = code
          lastSeenAt = now
        }
      }
    } catch {
      // One unreadable frame is no reason to stop looking.
    }
    if (!stopped) timer = setTimeout(look, FRAME_INTERVAL_MS)
  }
  void look()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    },
  }
}
