/*
 * The auth stylesheet (dialog, form, toast) for the header's login dialog, shipped inside the dialog's code:
 * inlined in the page it would add ~2 KB (compressed) to every page's HTML for a dialog most visitors never
 * open. (Astro does not emit a `?url` stylesheet, hence the text.) Pages that already carry it (sign-in
 * pages, the event page's buying island) get no second copy.
 */
import authCss from '../../styles/auth.css?raw'
import toastCss from '../../styles/toast.css?raw'

const css = authCss + toastCss

let added = false

function pageHasAuthStyles(): boolean {
  return [...document.styleSheets].some((sheet) => {
    try {
      return [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.auth-dialog')
    } catch {
      return false // another origin's sheet
    }
  })
}

export function ensureAuthStyles() {
  if (added) return
  added = true
  if (pageHasAuthStyles()) return
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
}
