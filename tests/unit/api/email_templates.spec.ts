/*
 * The e-mail template registry (api/services/messaging/email_templates.ts) and its rules (domain/email_templates.ts).
 * A mail added to the registry is checked here without any edit: its texts, in every language, may only use the
 * placeholders it declares (else an admin could never save its default text back), and every sample fills them.
 */
import { test } from '@japa/runner'
import { LANGUAGES } from '#domain/languages'
import {
  bodyParagraphs,
  placeholdersIn,
  templateErrors,
  TEMPLATE_PARTS,
  unknownPlaceholders,
  type TemplatePart,
} from '#domain/email_templates'
import { templateProblemText } from '#exceptions/domain_texts'
import { textOf } from '#exceptions/messages'
import {
  EMAIL_TEMPLATE_KEYS,
  composeEmail,
  currentTemplate,
  customizedLanguages,
  defaultTemplate,
  placeholderNames,
  sampleParams,
  templateDefinition,
} from '#services/messaging/email_templates'
import { messageTranslator } from '#services/messaging/message_texts'

test.group('E-mail template registry', () => {
  test('every mail’s texts, in every language, use only its declared placeholders; its samples fill them all', ({ assert }) => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const known = placeholderNames(key)
      const definition = templateDefinition(key)
      for (const lang of LANGUAGES) {
        const texts = defaultTemplate(key, lang)
        assert.deepEqual(templateErrors(texts, known), {}, `${key} (${lang})`)
        const t = messageTranslator(lang)
        for (const fixed of definition.fixed ?? []) assert.deepEqual(unknownPlaceholders(t(fixed), known), [], `${key} ${fixed} (${lang})`)
        const samples = sampleParams(key, { lang, site: 'SuriTickets' })
        assert.sameMembers(Object.keys(samples), known, key)
        const filled = composeEmail(key, lang, samples as never, {})
        const everything = [filled.subject, filled.content.title, filled.content.intro, ...filled.content.paragraphs, filled.content.footer]
        assert.deepEqual(everything.flatMap(placeholdersIn), [], `${key} (${lang}) left a placeholder unfilled`)
      }
    }
  })

  test('the default body is the mail’s texts one paragraph each; a saved part replaces only that part, in its language', ({ assert }) => {
    const dutch = defaultTemplate('tickets', 'nl')
    assert.equal(dutch.body.split('\n\n')[0], messageTranslator('nl')('tickets.intro'))
    const stored = { tickets: { nl: { subject: 'Toegang tot {event}' } } }
    assert.deepEqual(currentTemplate('tickets', 'nl', stored), { ...dutch, subject: 'Toegang tot {event}' })
    assert.deepEqual(currentTemplate('tickets', 'en', stored), defaultTemplate('tickets', 'en'))
    assert.deepEqual(customizedLanguages('tickets', stored), ['nl'])
    assert.deepEqual(customizedLanguages('passwordReset', stored), [])
  })

  test('filled in: the body in paragraphs at blank lines, the subject on one line whatever a value carries', ({ assert }) => {
    const mail = composeEmail(
      'eventCancelled',
      'nl',
      {
        greeting: 'Hallo Rosa,',
        name: 'Rosa',
        site: 'SuriTickets',
        event: 'Dans\nAvond',
        date: '12 december 2026 20:00',
        orderNumber: 'ST-1',
      },
      { eventCancelled: { nl: { body: '{greeting}\nregel twee\n\n  \n\nAlinea {event}' } } }
    )
    assert.equal(mail.subject, 'Dans Avond is geannuleerd (bestelling ST-1)')
    assert.equal(mail.content.intro, 'Hallo Rosa,\nregel twee')
    assert.deepEqual(mail.content.paragraphs, ['Alinea Dans\nAvond'])
  })
})

test.group('E-mail template rules', () => {
  test('placeholders are named words in braces; anything else is text', ({ assert }) => {
    assert.deepEqual(placeholdersIn('{a} {b_2} {a} { c } {d-e} {}'), ['a', 'b_2'])
    assert.deepEqual(bodyParagraphs('een\ntwee\n\n\ndrie\r\n \r\nvier'), ['een\ntwee', 'drie', 'vier'])
  })

  test('each part: required, within its length, one line for subject and heading, only known placeholders', ({ assert }) => {
    const good = { subject: 'S {event}', heading: 'K', body: 'T', footer: 'V' }
    assert.deepEqual(templateErrors(good, ['event']), {})
    const broken = templateErrors({ ...good, subject: 'x'.repeat(201), heading: 'a\nb', body: ' ', footer: 7 }, ['event'])
    assert.deepEqual(broken, {
      subject: { problem: 'tooLong', max: 200 },
      heading: { problem: 'notOneLine' },
      body: { problem: 'required' },
      footer: { problem: 'required' },
    })
    const unknown = templateErrors({ ...good, body: 'Hoi {naam}' }, ['event', 'name'])
    assert.deepEqual(unknown.body, { problem: 'unknownPlaceholders', unknown: ['naam'], known: ['event', 'name'] })
    // The API words them so.
    const said = (errors: typeof broken) =>
      Object.fromEntries(
        Object.entries(errors).map(([part, problem]) => [part, textOf(templateProblemText(part as TemplatePart, problem))])
      )
    assert.deepEqual(said(broken), {
      subject: 'Onderwerp mag hoogstens 200 tekens hebben.',
      heading: 'Kop moet op één regel passen.',
      body: 'Tekst is verplicht.',
      footer: 'Voettekst is verplicht.',
    })
    assert.equal(said(unknown).body, 'Tekst bevat de onbekende plaatshouder {naam}. Deze e-mail kent: {event}, {name}.')
    for (const part of TEMPLATE_PARTS) assert.property(templateErrors({}, []), part)
  })
})
