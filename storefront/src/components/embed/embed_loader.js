/*
 * The ticket button loader (docs/embed.md), served as /embed.js to other websites. It only wires the page's buttons
 * and inline blocks; nothing else is loaded until a button is used (an inline block: when it comes near the view).
 * The checkout runs on our origin in an iframe; its messages are taken only from that origin and that frame.
 */
;(function () {
  if (window.suriTicketsLoader) return
  window.suriTicketsLoader = true
  var script = document.currentScript
  var origin = new URL(script.src).origin
  var LANGUAGES = ['nl', 'en', 'es', 'fr', 'de']
  var overlay = null
  var opener = null

  function language(element) {
    var asked = element.getAttribute('data-lang') || script.getAttribute('data-lang') || navigator.language || 'nl'
    asked = asked.slice(0, 2).toLowerCase()
    return LANGUAGES.indexOf(asked) >= 0 ? asked : 'nl'
  }

  function address(element, mode) {
    var id = element.getAttribute('data-suritickets-event') || ''
    if (!/^[0-9]{1,10}$/.test(id)) return null
    var query = new URLSearchParams({
      lang: language(element),
      host: location.origin,
      return: element.getAttribute('data-return-url') || location.href,
    })
    if (mode === 'inline') query.set('mode', 'inline')
    return origin + '/embed/events/' + id + '?' + query.toString()
  }

  function frame(src, title) {
    var iframe = document.createElement('iframe')
    iframe.src = src
    iframe.title = title
    iframe.setAttribute('data-suritickets-frame', '')
    iframe.setAttribute('allow', 'payment')
    iframe.style.cssText = 'border:0;display:block;width:100%;background:transparent;color-scheme:normal'
    return iframe
  }

  function close() {
    if (!overlay) return
    overlay.remove()
    overlay = null
    document.documentElement.style.overflow = ''
    if (opener && opener.focus) opener.focus()
  }

  function open(element) {
    var src = address(element, 'overlay')
    if (!src || overlay) return
    opener = element
    overlay = document.createElement('div')
    overlay.setAttribute('data-suritickets-overlay', '')
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.35)'
    var iframe = frame(src, element.textContent || 'Tickets')
    iframe.style.height = '100%'
    var button = document.createElement('button')
    button.type = 'button'
    button.textContent = '\u00d7'
    button.setAttribute('aria-label', 'Sluiten / Close')
    button.style.cssText =
      'position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:22px;background:#fff;font-size:28px;cursor:pointer'
    button.onclick = close
    overlay.appendChild(iframe)
    overlay.appendChild(button)
    document.body.appendChild(overlay)
    document.documentElement.style.overflow = 'hidden'
  }

  function inline(element) {
    var src = address(element, 'inline')
    if (!src || element.querySelector('iframe')) return
    var iframe = frame(src, element.getAttribute('data-title') || 'Tickets')
    iframe.style.height = '160px'
    element.textContent = ''
    element.appendChild(iframe)
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || typeof event.data.type !== 'string') return
    var frames = document.querySelectorAll('iframe[data-suritickets-frame]')
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow !== event.source) continue
      var inOverlay = overlay !== null && overlay.contains(frames[i])
      if (event.data.type === 'suritickets:size') {
        // The checkout answered: its own dialog has a close button now.
        if (inOverlay) overlay.style.background = 'transparent'
        if (inOverlay && overlay.lastChild.tagName === 'BUTTON') overlay.removeChild(overlay.lastChild)
        var height = Number(event.data.height)
        if (!inOverlay && height > 0) frames[i].style.height = Math.min(Math.max(height, 120), 4000) + 'px'
      } else if (event.data.type === 'suritickets:close' && inOverlay) close()
    }
  })

  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest ? event.target.closest('[data-suritickets-event]') : null
    if (!target || target.hasAttribute('data-suritickets-inline')) return
    event.preventDefault()
    open(target)
  })

  function watchInline() {
    var blocks = document.querySelectorAll('[data-suritickets-inline][data-suritickets-event]')
    if (!blocks.length) return
    if (!('IntersectionObserver' in window)) return blocks.forEach(inline)
    var observer = new IntersectionObserver(
      function (entries) {
        entries.forEach(function (entry) {
          if (!entry.isIntersecting) return
          observer.unobserve(entry.target)
          inline(entry.target)
        })
      },
      { rootMargin: '200px' }
    )
    blocks.forEach(function (block) {
      observer.observe(block)
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchInline)
  else watchInline()
})()
