/*
 * Browser side of ShareButtons.astro. With navigator.share the native sheet replaces the links;
 * otherwise the copy-link button appears. Share and clipboard errors are only logged (SPEC §8),
 * apart from the visible 'Kopiëren mislukt'.
 */
function initShare(root: HTMLElement) {
  const { url = location.href, title = document.title, text = '', copied = '', failed = '' } = root.dataset
  const nativeButton = root.querySelector<HTMLButtonElement>('[data-share-native]')
  const fallback = root.querySelector<HTMLElement>('[data-share-fallback]')
  const copyButton = root.querySelector<HTMLButtonElement>('[data-share-copy]')
  const status = root.querySelector<HTMLElement>('[data-share-status]')
  const say = (message: string) => {
    if (status) status.textContent = message
  }

  if (typeof navigator.share === 'function' && nativeButton && fallback) {
    nativeButton.hidden = false
    fallback.hidden = true
    nativeButton.addEventListener('click', async () => {
      try {
        await navigator.share({ title, text, url })
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.warn('[share] native share failed', error)
      }
    })
    return
  }

  if (!copyButton) return
  copyButton.hidden = false
  copyButton.addEventListener('click', async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable')
      await navigator.clipboard.writeText(url)
      say(copied)
    } catch (error) {
      console.warn('[share] copy failed', error)
      say(failed)
    }
  })
}

export function initShareButtons() {
  document.querySelectorAll<HTMLElement>('[data-share]').forEach(initShare)
}
