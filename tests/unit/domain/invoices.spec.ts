import { test } from '@japa/runner'
import { creditNoteNumberLabel, formatInvoiceAmount, invoiceNumberLabel, sellerOf } from '#domain/invoices'

test.group('domain/invoices: numbers, amounts and the seller as the documents print them', () => {
  test('numbers per organizer: F- for invoices, C- for credit notes, six digits', ({ assert }) => {
    assert.equal(invoiceNumberLabel(42), 'F-000042')
    assert.equal(creditNoteNumberLabel(3), 'C-000003')
    assert.equal(invoiceNumberLabel(1234567), 'F-1234567')
  })

  test('exact amounts with two decimals in the reader’s language', ({ assert }) => {
    assert.equal(formatInvoiceAmount('1250.5', 'nl'), '1.250,50')
    assert.equal(formatInvoiceAmount('1250.50', 'en'), '1,250.50')
    assert.equal(formatInvoiceAmount('1250.50', 'de'), '1.250,50')
    assert.equal(formatInvoiceAmount('1250.50', 'fr'), '1\u00a0250,50')
    assert.equal(formatInvoiceAmount('0', 'nl'), '0,00')
    assert.equal(formatInvoiceAmount('-12.50', 'nl'), '-12,50')
    assert.equal(formatInvoiceAmount('9999999999.99', 'nl'), '9.999.999.999,99', 'never through a float')
    assert.throws(() => formatInvoiceAmount('12,50', 'nl'))
  })

  test('the seller: company name first, a line only for a field that is filled', ({ assert }) => {
    assert.deepEqual(
      sellerOf({
        organizationName: 'Kwakoe Events',
        companyName: 'Kwakoe Events N.V.',
        businessStreetName: 'Waterkant',
        businessHouseNumber: '12',
        businessDistrict: 'paramaribo',
        kkfNumber: ' 778899 ',
        btwnumber: '',
      }),
      { name: 'Kwakoe Events N.V.', address: 'Waterkant 12, Paramaribo', kkfNumber: '778899', btwNumber: null }
    )
    assert.deepEqual(sellerOf({ firstName: 'Sita', lastName: 'Ramdin' }), {
      name: 'Sita Ramdin',
      address: null,
      kkfNumber: null,
      btwNumber: null,
    })
    assert.equal(sellerOf({ organizationName: 'Kwakoe Events', companyName: '  ' }).name, 'Kwakoe Events')
  })
})
