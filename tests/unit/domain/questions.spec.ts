import { test } from '@japa/runner'
import {
  answerInLanguage,
  answerText,
  askedSlots,
  checkAnswers,
  checkAnswerValue,
  questionRuleProblems,
  questionText,
  seatTypes,
  withoutRequired,
  type CheckoutQuestion,
} from '#domain/questions'

const q = (overrides: Partial<CheckoutQuestion> & Pick<CheckoutQuestion, 'id'>): CheckoutQuestion => ({
  label: `Vraag ${overrides.id}`,
  type: 'short_text',
  options: [],
  required: false,
  scope: 'order',
  ticketTypeIds: null,
  ...overrides,
})

test.group('domain/questions: which answers a cart is asked', () => {
  test('seats in the order issueTickets makes the tickets: ticket type id, then position; lines merged', ({ assert }) => {
    assert.deepEqual(
      seatTypes([
        { ticketTypeId: 9, quantity: 1 },
        { ticketTypeId: 4, quantity: 2 },
        { ticketTypeId: 9, quantity: 1 },
        { ticketTypeId: 7, quantity: 0 },
      ]),
      [4, 4, 9, 9]
    )
  })

  test('per order once (when any seat is of a type it is for), per ticket for each seat of its types', ({ assert }) => {
    const questions = [
      q({ id: 1, scope: 'order' }),
      q({ id: 2, scope: 'ticket' }),
      q({ id: 3, scope: 'ticket', ticketTypeIds: [9] }),
      q({ id: 4, scope: 'order', ticketTypeIds: [12] }),
    ]
    const slots = askedSlots(questions, [
      { ticketTypeId: 9, quantity: 1 },
      { ticketTypeId: 4, quantity: 2 },
    ])
    assert.deepEqual(
      slots.map((slot) => [slot.question.id, slot.ticketIndex]),
      [
        [1, null],
        [2, 0],
        [2, 1],
        [2, 2],
        [3, 2],
      ]
    )
  })
})

test.group('domain/questions: an answer of each type', () => {
  const cases: [CheckoutQuestion['type'], unknown, unknown][] = [
    ['short_text', '  Anjali  ', 'Anjali'],
    ['long_text', 'regel 1\nregel 2', 'regel 1\nregel 2'],
    ['choice', 'M', 'M'],
    ['multiple_choice', ['L', 'S', 'L'], ['S', 'L']],
    ['yes_no', false, false],
    ['yes_no', true, true],
    ['number', 12, 12],
    ['number', ' 3,5 ', 3.5],
    ['date', '2024-02-29', '2024-02-29'],
    ['phone', '812 3456', '+5978123456'],
    ['phone', '+31 6 1234 5678', '+31612345678'],
    ['email', ' anjali@example.sr ', 'anjali@example.sr'],
  ]
  for (const [type, given, stored] of cases) {
    test(`${type}: ${JSON.stringify(given)} is stored as ${JSON.stringify(stored)}`, ({ assert }) => {
      assert.deepEqual(checkAnswerValue({ type, options: ['S', 'M', 'L'] }, given), { ok: true, value: stored as never })
    })
  }

  const refused: [CheckoutQuestion['type'], unknown, string][] = [
    ['short_text', 'x'.repeat(201), 'too_long'],
    ['short_text', 5, 'invalid'],
    ['long_text', 'x'.repeat(2001), 'too_long'],
    ['choice', 'XL', 'not_an_option'],
    ['choice', ['S'], 'invalid'],
    ['multiple_choice', ['S', 'XL'], 'not_an_option'],
    ['multiple_choice', 'S', 'invalid'],
    ['yes_no', 'ja', 'invalid'],
    ['number', 'twaalf', 'invalid'],
    ['number', Number.POSITIVE_INFINITY, 'invalid'],
    ['date', '2023-02-29', 'invalid'],
    ['date', '24-12-2026', 'invalid'],
    ['phone', '123', 'invalid'],
    ['email', 'anjali@', 'invalid'],
  ]
  for (const [type, given, code] of refused) {
    test(`${type}: ${JSON.stringify(given).slice(0, 30)} is ${code}`, ({ assert }) => {
      assert.deepEqual(checkAnswerValue({ type, options: ['S', 'M', 'L'] }, given), { ok: false, code: code as never })
    })
  }
})

test.group('domain/questions: checking a checkout’s answers', () => {
  const questions = [
    q({ id: 1, label: 'Maat', type: 'choice', options: ['S', 'M'], required: true }),
    q({ id: 2, label: 'Naam', scope: 'ticket', required: true }),
    q({ id: 3, label: 'Dieet', scope: 'ticket', type: 'multiple_choice', options: ['Halal', 'Vegan'], ticketTypeIds: [5] }),
  ]
  const cart = [
    { ticketTypeId: 5, quantity: 1 },
    { ticketTypeId: 2, quantity: 1 },
  ]

  test('all answered: the values as stored, blank optional answers dropped', ({ assert }) => {
    const result = checkAnswers(questions, cart, [
      { questionId: 2, ticketIndex: 1, value: 'Ravi' },
      { questionId: 1, value: 'M' },
      { questionId: 2, ticketIndex: 0, value: 'Anjali' },
      { questionId: 3, ticketIndex: 1, value: [] },
    ])
    assert.deepEqual(result.problems, [])
    assert.deepEqual(result.answers, [
      { questionId: 1, ticketIndex: null, value: 'M' },
      { questionId: 2, ticketIndex: 0, value: 'Anjali' },
      { questionId: 2, ticketIndex: 1, value: 'Ravi' },
    ])
  })

  test('missing required answers in the order a form shows them; not asked and wrong values named', ({ assert }) => {
    const result = checkAnswers(questions, cart, [
      { questionId: 2, ticketIndex: 0, value: ' ' },
      { questionId: 3, ticketIndex: 0, value: ['Vegan'] },
      { questionId: 3, ticketIndex: 1, value: ['Kosher'] },
      { questionId: 99, value: 'x' },
      { questionId: 2, ticketIndex: 5, value: 'Niemand' },
    ])
    assert.deepEqual(result.problems, [
      // Seat 0 is the ticket type 2 (seats by type id): the diet is asked for type 5 only.
      { questionId: 3, ticketIndex: 0, code: 'not_asked' },
      { questionId: 99, ticketIndex: null, code: 'not_asked' },
      { questionId: 2, ticketIndex: 5, code: 'not_asked' },
      { questionId: 1, ticketIndex: null, code: 'required' },
      { questionId: 2, ticketIndex: 0, code: 'required' },
      { questionId: 2, ticketIndex: 1, code: 'required' },
      { questionId: 3, ticketIndex: 1, code: 'not_an_option' },
    ])
    assert.deepEqual(result.answers, [])
    assert.deepEqual(
      withoutRequired(result.problems).map((p) => p.code),
      ['not_asked', 'not_asked', 'not_asked', 'not_an_option']
    )
  })

  test('a question without required answers and no questions at all ask nothing', ({ assert }) => {
    assert.deepEqual(checkAnswers([], cart, []), { answers: [], problems: [] })
    assert.deepEqual(checkAnswers([q({ id: 7 })], cart, []), { answers: [], problems: [] })
  })
})

test.group('domain/questions: the organizer’s question and its languages', () => {
  test('a choice needs two options or more, unique and not blank; other types none', ({ assert }) => {
    assert.deepEqual(questionRuleProblems({ type: 'choice', options: ['S'] }), ['options_needed'])
    assert.deepEqual(questionRuleProblems({ type: 'multiple_choice', options: ['S', ' '] }), ['options_needed'])
    assert.deepEqual(questionRuleProblems({ type: 'choice', options: ['S', 'S '] }), ['options_duplicate'])
    assert.deepEqual(questionRuleProblems({ type: 'choice', options: ['S', 'M'] }), [])
    assert.deepEqual(questionRuleProblems({ type: 'number', options: ['1'] }), ['options_not_allowed'])
    assert.deepEqual(questionRuleProblems({ type: 'email', options: null }), [])
  })

  test('label and options in the reader’s language, the organizer’s where a translation is missing', ({ assert }) => {
    const question = q({
      id: 1,
      label: 'Maat',
      type: 'choice',
      options: ['Klein', 'Groot'],
      translations: { en: { label: 'Size', options: ['Small'] }, de: { label: ' ' } },
    })
    assert.deepEqual(questionText(question, 'nl'), { label: 'Maat', options: ['Klein', 'Groot'] })
    assert.deepEqual(questionText(question, 'en'), { label: 'Size', options: ['Small', 'Groot'] })
    assert.deepEqual(questionText(question, 'de'), { label: 'Maat', options: ['Klein', 'Groot'] })
    assert.equal(answerInLanguage(question, 'Klein', 'en'), 'Small')
    assert.deepEqual(answerInLanguage(question, ['Klein', 'Groot'], 'en'), ['Small', 'Groot'])
    assert.equal(answerText(true, { yes: 'Yes', no: 'No' }), 'Yes')
    assert.equal(answerText(['Small', 'Groot'], { yes: 'Yes', no: 'No' }), 'Small, Groot')
    assert.equal(answerText(3.5, { yes: 'Yes', no: 'No' }), '3.5')
  })
})
