/*
 * The answer a person at the gate hears and feels without looking: a short tone (WebAudio, no sound file) and a
 * vibration where the device has one. One rising beep for valid, two low ones for anything else.
 */
import type { CheckInStatus } from '#domain/check_in'

let audio: AudioContext | null = null

function tone(context: AudioContext, frequency: number, startAt: number, seconds: number) {
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.type = 'sine'
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.25, startAt)
  gain.gain.exponentialRampToValueAtTime(0.001, startAt + seconds)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(startAt)
  oscillator.stop(startAt + seconds)
}

export function signalAnswer(status: CheckInStatus) {
  const ok = status === 'valid'
  try {
    audio ??= new AudioContext()
    void audio.resume()
    const now = audio.currentTime
    if (ok) {
      tone(audio, 880, now, 0.12)
      tone(audio, 1320, now + 0.1, 0.15)
    } else {
      tone(audio, 220, now, 0.18)
      tone(audio, 220, now + 0.25, 0.18)
    }
  } catch {
    // No audio on this device: the colour and the vibration still tell.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(ok ? 120 : [200, 100, 200])
}
