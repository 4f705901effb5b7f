import { test } from '@japa/runner'
import { likeTargetPath, nextLikeCount, parseLikeTargets, MAX_STATUS_TARGETS } from '#domain/likes'

test.group('domain/likes', () => {
  test('parseLikeTargets reads type:id lists and refuses anything else', ({ assert }) => {
    assert.deepEqual(parseLikeTargets('event:1,venue:9,organizer:3,event:1'), [
      { targetType: 'event', targetId: 1 },
      { targetType: 'venue', targetId: 9 },
      { targetType: 'organizer', targetId: 3 },
    ])
    for (const raw of ['', 'event', 'event:', 'ticket:1', 'event:0', 'event:1:2', 'event:1,', 'event:1e3', 'event:2147483648']) {
      assert.isNull(parseLikeTargets(raw), raw)
    }
    const many = (n: number) => Array.from({ length: n }, (_, i) => `event:${i + 1}`).join(',')
    assert.lengthOf(parseLikeTargets(many(MAX_STATUS_TARGETS))!, MAX_STATUS_TARGETS)
    assert.isNull(parseLikeTargets(many(MAX_STATUS_TARGETS + 1)))
  })

  test('nextLikeCount never goes below 0; likeTargetPath names each page', ({ assert }) => {
    assert.equal(nextLikeCount(4, true), 5)
    assert.equal(nextLikeCount(4, false), 3)
    assert.equal(nextLikeCount(0, false), 0)
    assert.equal(likeTargetPath({ targetType: 'event', targetId: 7 }), '/events/7')
    assert.equal(likeTargetPath({ targetType: 'venue', targetId: 7 }), '/venues/7')
    assert.equal(likeTargetPath({ targetType: 'organizer', targetId: 7 }), '/organizer/7')
  })
})
