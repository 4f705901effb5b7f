import { test } from '@japa/runner'
import { buildCalendar, calendarFileName, escapeText, foldLine, utcDateTime } from '#domain/calendar'

const STAMP = new Date('2026-11-01T12:00:00Z')
const PROD_ID = '-//SuriTickets//Tickets//NL'

/** The logical lines of a calendar: folds undone, as a reader unfolds them (RFC 5545 §3.1). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1)
}

test.group('calendar: RFC 5545 text escaping', () => {
  test('backslash, semicolon, comma and line breaks are escaped; the backslash first', ({ assert }) => {
    assert.equal(escapeText('a\\b;c,d'), 'a\\\\b\\;c\\,d')
    assert.equal(escapeText('regel 1\nregel 2\r\nregel 3\rregel 4'), 'regel 1\\nregel 2\\nregel 3\\nregel 4')
    // A colon needs no escaping in a value.
    assert.equal(escapeText('Deuren open: 19:00'), 'Deuren open: 19:00')
  })

  test('escaped values come back unchanged in the file', ({ assert }) => {
    const ics = buildCalendar(
      [
        {
          uid: 'event-1@suritickets.sr',
          start: new Date('2026-11-28T23:00:00Z'),
          summary: 'Kaseko; Live, in Paramaribo',
          location: 'Theater Thalia, Dr. J.F. Nassylaan 1, Paramaribo',
          description: 'Regel één\nRegel twee',
        },
      ],
      { prodId: PROD_ID, stamp: STAMP }
    )
    const lines = unfolded(ics)
    assert.include(lines, 'SUMMARY:Kaseko\\; Live\\, in Paramaribo')
    assert.include(lines, 'LOCATION:Theater Thalia\\, Dr. J.F. Nassylaan 1\\, Paramaribo')
    assert.include(lines, 'DESCRIPTION:Regel één\\nRegel twee')
  })
})

test.group('calendar: times in UTC', () => {
  test('20:00 in Suriname (UTC-3, no daylight saving) is 23:00Z; an evening event ends the next UTC day', ({ assert }) => {
    assert.equal(utcDateTime(new Date('2026-11-28T20:00:00-03:00')), '20261128T230000Z')
    assert.equal(utcDateTime(new Date('2026-11-28T22:30:00-03:00')), '20261129T013000Z')
    // July, when Europe shifts its clocks, Suriname stays at -3.
    assert.equal(utcDateTime(new Date('2026-07-04T20:00:00-03:00')), '20260704T230000Z')
  })

  test('DTSTART, DTEND and DTSTAMP are written in UTC form; an end not after the start is left out', ({ assert }) => {
    const start = new Date('2026-11-28T20:00:00-03:00')
    const withEnd = unfolded(
      buildCalendar([{ uid: 'a', start, end: new Date('2026-11-29T02:00:00-03:00'), summary: 'Feest' }], { prodId: PROD_ID, stamp: STAMP })
    )
    assert.include(withEnd, 'DTSTART:20261128T230000Z')
    assert.include(withEnd, 'DTEND:20261129T050000Z')
    assert.include(withEnd, 'DTSTAMP:20261101T120000Z')
    const backwards = unfolded(buildCalendar([{ uid: 'a', start, end: start, summary: 'Feest' }], { prodId: PROD_ID, stamp: STAMP }))
    assert.notOk(backwards.some((line) => line.startsWith('DTEND')))
  })

  test('an invalid date is refused, not written as NaN', ({ assert }) => {
    assert.throws(() => utcDateTime(new Date('niet een datum')), /invalid date/)
  })
})

test.group('calendar: line folding', () => {
  test('a line over 75 octets is folded with CRLF and one space; unfolding gives it back', ({ assert }) => {
    const line = 'DESCRIPTION:' + 'x'.repeat(200)
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    assert.isAbove(parts.length, 2)
    assert.lengthOf(parts[0], 75)
    for (const part of parts.slice(1)) {
      assert.isTrue(part.startsWith(' '))
      assert.isAtMost(Buffer.byteLength(part), 75)
    }
    assert.equal(folded.replace(/\r\n /g, ''), line)
  })

  test('a line of exactly 75 octets stays whole', ({ assert }) => {
    const line = 'SUMMARY:' + 'a'.repeat(67)
    assert.equal(Buffer.byteLength(line), 75)
    assert.equal(foldLine(line), line)
  })

  test('folding counts octets and never splits a multi-byte character', ({ assert }) => {
    // 'ë' is 2 octets, '🎉' 4: by characters this line is short enough, by octets it is not.
    const line = 'SUMMARY:' + 'ë'.repeat(40) + '🎉'.repeat(10)
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) {
      assert.isAtMost(Buffer.byteLength(part), 75)
      // A cut inside a character would leave a replacement character after decoding.
      assert.notInclude(Buffer.from(part).toString('utf8'), '\uFFFD')
    }
    assert.equal(folded.replace(/\r\n /g, ''), line)
  })
})

test.group('calendar: the whole file', () => {
  test('one VEVENT in a VCALENDAR with VERSION, PRODID, UID, CRLF line ends and no bare LF', ({ assert }) => {
    const ics = buildCalendar(
      [
        {
          uid: 'event-12@suritickets.sr',
          start: new Date('2026-11-28T20:00:00-03:00'),
          end: new Date('2026-11-28T23:00:00-03:00'),
          summary: 'Holi Phagwa Kleurenfestival',
          url: 'https://suritickets.sr/events/12',
        },
      ],
      { prodId: PROD_ID, stamp: STAMP }
    )
    assert.isTrue(ics.endsWith('END:VCALENDAR\r\n'))
    assert.notMatch(ics, /[^\r]\n/)
    assert.deepEqual(unfolded(ics), [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PROD_ID}`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-12@suritickets.sr',
      'DTSTAMP:20261101T120000Z',
      'DTSTART:20261128T230000Z',
      'DTEND:20261129T020000Z',
      'SUMMARY:Holi Phagwa Kleurenfestival',
      'URL:https://suritickets.sr/events/12',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ])
  })

  test('a URL that is not http(s) and empty location or description are left out', ({ assert }) => {
    const lines = unfolded(
      buildCalendar(
        [{ uid: 'a', start: new Date('2026-11-28T23:00:00Z'), summary: 'X', url: 'javascript:alert(1)', location: '  ', description: '' }],
        { prodId: PROD_ID, stamp: STAMP }
      )
    )
    assert.notOk(lines.some((line) => /^(URL|LOCATION|DESCRIPTION):/.test(line)))
  })

  test('the file name is a plain slug of the title', ({ assert }) => {
    assert.equal(calendarFileName('Holi Phagwa Kleurenfestival'), 'holi-phagwa-kleurenfestival.ics')
    assert.equal(calendarFileName('Crème brûlée & Kaseko!'), 'creme-brulee-kaseko.ics')
    assert.equal(calendarFileName('"; rm -rf /'), 'rm-rf.ics')
    assert.equal(calendarFileName('🎉'), 'evenement.ics')
  })
})
