import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { MAX_ENTITY_ID, parseEntityId } from '../../../domain/entity_id.js'
import { INVALID_ID_MESSAGE, entityId } from '#validators/entity_id'

const NOT_IDS = ['abc', '1.5', '-3', '0', '', '1e3', ' 7', '7 ', '0x10', '12abc', '2147483648', '99999999999999999999', undefined, null]

test.group('the one id parser (domain/entity_id.ts)', () => {
  test('positive whole numbers within PostgreSQL integer, as text or number', ({ assert }) => {
    assert.equal(parseEntityId('12'), 12)
    assert.equal(parseEntityId('012'), 12)
    assert.equal(parseEntityId(12), 12)
    assert.equal(parseEntityId(String(MAX_ENTITY_ID)), MAX_ENTITY_ID)
    assert.equal(parseEntityId(MAX_ENTITY_ID), MAX_ENTITY_ID)
    for (const raw of [...NOT_IDS, 0, -1, 1.5, MAX_ENTITY_ID + 1, Number.NaN, Number.POSITIVE_INFINITY, true, [1], { id: 1 }]) {
      assert.isNull(parseEntityId(raw), String(raw))
    }
  })

  test('a body field: an id becomes its number, anything else is an error on the field', async ({ assert }) => {
    const validator = vine.create(vine.object({ ticketTypeId: entityId(), reservationIds: vine.array(entityId()).optional() }))
    assert.deepEqual(await validator.validate({ ticketTypeId: '12', reservationIds: [3, '4'] }), {
      ticketTypeId: 12,
      reservationIds: [3, 4],
    })
    for (const raw of NOT_IDS.filter((value) => value !== undefined && value !== null)) {
      const error = await validator.validate({ ticketTypeId: raw }).catch((caught) => caught)
      assert.deepEqual(error.messages, [{ message: INVALID_ID_MESSAGE, rule: 'entityId', field: 'ticketTypeId' }], String(raw))
    }
    const inList = await validator.validate({ ticketTypeId: 1, reservationIds: [MAX_ENTITY_ID + 1] }).catch((caught) => caught)
    assert.equal(inList.messages[0].field, 'reservationIds.0')
  })
})
