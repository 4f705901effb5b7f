import { test } from '@japa/runner'
import { SCROLL_TO_TOP_SCRIPT, shouldScrollToTop } from '../../storefront/src/lib/scroll.js'

test.group('shouldScrollToTop (SPEC §2 scroll rule)', () => {
  test('scrolls to top on a plain address and on other query parameters', ({ assert }) => {
    assert.isTrue(shouldScrollToTop('', ''))
    assert.isTrue(shouldScrollToTop('?search=jazz&district=paramaribo&category=all', ''))
    assert.isTrue(shouldScrollToTop('?lang=en', ''))
    assert.isTrue(shouldScrollToTop('?eventsTab=past', ''))
  })

  test('keeps the position when page, ticketsPage, upcomingPage or tab exists', ({ assert }) => {
    for (const name of ['page', 'ticketsPage', 'upcomingPage', 'tab']) {
      assert.isFalse(shouldScrollToTop(`?${name}=2`, ''), name)
      assert.isFalse(shouldScrollToTop(`?search=x&${name}=`, ''), `${name} without a value`)
      assert.isFalse(shouldScrollToTop(`${name}=1`, ''), `${name} without the leading ?`)
    }
  })

  test('matches parameter names exactly, case included', ({ assert }) => {
    assert.isTrue(shouldScrollToTop('?Page=2', ''))
    assert.isTrue(shouldScrollToTop('?pages=2', ''))
    assert.isTrue(shouldScrollToTop('?reviewPage=2', ''))
  })

  test('leaves a URL hash such as #reviews to the browser', ({ assert }) => {
    assert.isFalse(shouldScrollToTop('', '#reviews'))
    assert.isFalse(shouldScrollToTop('?search=x', '#reviews'))
    assert.isTrue(shouldScrollToTop('', '#'))
  })

  test('the inline head script carries the function and sets manual restoration', ({ assert }) => {
    assert.include(SCROLL_TO_TOP_SCRIPT, 'function shouldScrollToTop')
    assert.include(SCROLL_TO_TOP_SCRIPT, "history.scrollRestoration='manual'")
    assert.notInclude(SCROLL_TO_TOP_SCRIPT, 'import ')
  })
})
