/* Browser side of Gallery.astro: opens thumbnails in the <dialog>, arrows wrap around, Escape closes. */

/** Index after a step, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  return total > 0 ? (((index + step) % total) + total) % total : 0
}

const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#e7f3ec"/><path d="M250 240l40-50 30 35 20-20 40 35z" fill="#1b7a43" opacity=".5"/></svg>'
  )

function initGallery(root: HTMLElement) {
  const dialog = root.querySelector<HTMLDialogElement>('[data-gallery-dialog]')
  const image = root.querySelector<HTMLImageElement>('[data-gallery-image]')
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]')
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-gallery-index]')]
  if (!dialog || !image || !counter || links.length === 0 || typeof dialog.showModal !== 'function') return
  let current = 0
  let opener: HTMLElement | null = null

  const show = (index: number) => {
    current = wrapIndex(index, 0, links.length)
    image.src = links[current].href
    counter.textContent = `${current + 1} / ${links.length}`
  }
  image.addEventListener('error', () => {
    if (image.src !== PLACEHOLDER) image.src = PLACEHOLDER
  })

  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      event.preventDefault()
      opener = link
      show(index)
      dialog.showModal()
    })
  })
  root.querySelector('[data-gallery-close]')?.addEventListener('click', () => dialog.close())
  root.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(wrapIndex(current, -1, links.length)))
  root.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(wrapIndex(current, 1, links.length)))
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(wrapIndex(current, -1, links.length))
    else if (event.key === 'ArrowRight') show(wrapIndex(current, 1, links.length))
    else return
    event.preventDefault()
  })
  // A click on the dark area (not on the image or a control) closes the viewer.
  dialog.addEventListener('click', (event) => {
    const target = event.target as HTMLElement
    if (target === dialog || target.classList.contains('gallery-figure')) dialog.close()
  })
  dialog.addEventListener('close', () => opener?.focus())
}

export function initGalleries() {
  document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(initGallery)
}
