import { test } from '@japa/runner'
import { DEFAULT_EMAIL_FOOTER, escapeHtml, renderEmail } from '#services/messaging/email_layout'
import { extractLinks } from '#services/messaging/smtp_sink'

test.group('renderEmail', () => {
  test('escapes every piece of input in the HTML part', ({ assert }) => {
    const { html } = renderEmail({
      title: 'Hallo <script>alert(1)</script>',
      intro: 'Anna & "Bob" <b>',
      paragraphs: ["Jan's <img src=x onerror=alert(1)>"],
      action: { label: 'Klik <hier>', url: 'https://suritickets.sr/verify-email?token=a"b&c=<d>' },
      footer: 'Voet <i>noot</i>',
    })
    assert.notInclude(html, '<script>')
    assert.notInclude(html, '<img src=x')
    assert.notInclude(html, '<b>')
    assert.notInclude(html, '<i>noot')
    assert.include(html, 'Hallo &lt;script&gt;alert(1)&lt;/script&gt;')
    assert.include(html, 'Anna &amp; &quot;Bob&quot; &lt;b&gt;')
    assert.include(html, 'Jan&#39;s &lt;img src=x onerror=alert(1)&gt;')
    assert.include(html, 'Klik &lt;hier&gt;')
    // The URL is normalised (quotes and angle brackets percent-encoded) and then attribute-escaped.
    assert.include(html, 'href="https://suritickets.sr/verify-email?token=a%22b&amp;c=%3Cd%3E"')
  })

  test('the text part carries the words and the action URL', ({ assert }) => {
    const { text, html } = renderEmail({
      title: 'Bevestig je e-mailadres',
      intro: 'Welkom bij SuriTickets.',
      paragraphs: ['De link is 24 uur geldig.'],
      action: { label: 'E-mailadres bevestigen', url: 'https://suritickets.sr/verify-email?token=abc&x=1' },
    })
    assert.include(text, 'Bevestig je e-mailadres')
    assert.include(text, 'Welkom bij SuriTickets.')
    assert.include(text, 'De link is 24 uur geldig.')
    assert.include(text, 'E-mailadres bevestigen: https://suritickets.sr/verify-email?token=abc&x=1')
    assert.include(text, DEFAULT_EMAIL_FOOTER)
    assert.include(html, '<html lang="nl">')
    assert.include(html, 'name="viewport"')
    assert.deepEqual(extractLinks(text, html), ['https://suritickets.sr/verify-email?token=abc&x=1'])
  })

  test('without an action there is no button and no link', ({ assert }) => {
    const { text, html } = renderEmail({ title: 'Titel', intro: 'Regel één\nRegel twee' })
    assert.notInclude(html, '<a ')
    assert.include(html, 'Regel één<br>Regel twee')
    assert.deepEqual(extractLinks(text, html), [])
  })

  test('refuses a non-http action URL', ({ assert }) => {
    assert.throws(() => renderEmail({ title: 't', intro: 'i', action: { label: 'x', url: 'javascript:alert(1)' } }), /ongeldige link/)
  })

  test('escapeHtml covers the five HTML special characters', ({ assert }) => {
    assert.equal(escapeHtml(`<&>"'`), '&lt;&amp;&gt;&quot;&#39;')
  })
})
