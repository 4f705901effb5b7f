import { test } from '@japa/runner'
import { allowedHostOrigin, allowedReturnUrl, parseEmbedOrigin } from '#domain/embed_origins'

test.group('embed origins (domain/embed_origins.ts)', () => {
  test('a website is kept as its origin', ({ assert }) => {
    assert.equal(parseEmbedOrigin('https://www.Club.sr'), 'https://www.club.sr')
    assert.equal(parseEmbedOrigin(' https://www.club.sr/ '), 'https://www.club.sr')
    assert.equal(parseEmbedOrigin('https://tickets.club.sr:8443'), 'https://tickets.club.sr:8443')
    assert.equal(parseEmbedOrigin('https://club.sr:443'), 'https://club.sr')
    assert.equal(parseEmbedOrigin('http://localhost:4321'), 'http://localhost:4321')
    assert.equal(parseEmbedOrigin('http://127.0.0.1:8080'), 'http://127.0.0.1:8080')
  })

  test('anything that is not a plain https origin is refused', ({ assert }) => {
    for (const input of [
      '',
      'club.sr',
      'www.club.sr',
      'http://www.club.sr',
      'ftp://club.sr',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://*.club.sr',
      '*',
      'https://club.sr/tickets',
      'https://club.sr?x=1',
      'https://club.sr/#top',
      'https://user:pw@club.sr',
      'https://club',
      "https://club.sr 'unsafe-inline'",
      'https://club.sr;script-src *',
      'https://club.sr;script-src',
      'https://club.sr,evil.sr',
      `https://${'a'.repeat(300)}.sr`,
    ]) {
      assert.isNull(parseEmbedOrigin(input), input)
    }
  })

  test('plain http on a loopback address is registered outside production only', ({ assert }) => {
    assert.equal(parseEmbedOrigin('http://127.0.0.1:4321'), 'http://127.0.0.1:4321')
    assert.isNull(parseEmbedOrigin('http://127.0.0.1:4321', true))
    assert.isNull(parseEmbedOrigin('http://localhost', true))
    assert.equal(parseEmbedOrigin('https://www.club.sr', true), 'https://www.club.sr')
  })

  test('a return address must be a page on a registered origin', ({ assert }) => {
    const origins = ['https://www.club.sr', 'http://127.0.0.1:4000']
    assert.equal(allowedReturnUrl('https://www.club.sr/agenda?x=1#tickets', origins), 'https://www.club.sr/agenda?x=1#tickets')
    assert.equal(allowedReturnUrl('http://127.0.0.1:4000/', origins), 'http://127.0.0.1:4000/')
    assert.isNull(allowedReturnUrl('https://club.sr/agenda', origins))
    assert.isNull(allowedReturnUrl('https://www.club.sr.evil.com/', origins))
    assert.isNull(allowedReturnUrl('https://evil.com/?https://www.club.sr', origins))
    assert.isNull(allowedReturnUrl('https://x@www.club.sr/', origins))
    assert.isNull(allowedReturnUrl('javascript:alert(1)//https://www.club.sr', origins))
    assert.isNull(allowedReturnUrl('//www.club.sr/', origins))
    assert.isNull(allowedReturnUrl(null, origins))
  })

  test('the host page must be a registered origin', ({ assert }) => {
    const origins = ['https://www.club.sr']
    assert.equal(allowedHostOrigin('https://www.club.sr', origins), 'https://www.club.sr')
    assert.isNull(allowedHostOrigin('https://evil.sr', origins))
    assert.isNull(allowedHostOrigin('*', origins))
    assert.isNull(allowedHostOrigin(null, origins))
  })
})
