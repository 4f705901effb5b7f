import { test } from '@japa/runner'
import { DUTCH_CSV_FORMAT, csvAmount, csvCell, csvDateTime, csvFileName, csvFormatFor, csvLine } from '#domain/csv'

test.group('domain/csv: cells a spreadsheet reads as they are meant', () => {
  test('quoting: commas, quotes and line breaks', ({ assert }) => {
    assert.equal(csvCell('Pinas, Zoë'), '"Pinas, Zoë"')
    assert.equal(csvCell('zei "hoi"'), '"zei ""hoi"""')
    assert.equal(csvCell('twee\nregels'), '"twee\nregels"')
    assert.equal(csvCell('plain'), 'plain')
    assert.equal(csvCell(null), '')
    assert.equal(csvCell(3), '3')
    assert.equal(csvLine(['a', 'b,c', null]), 'a,"b,c",\r\n')
  })

  test('formula injection: = + - @ tab and CR are neutralised; plain numbers are left', ({ assert }) => {
    for (const evil of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x","y")']) {
      assert.isTrue(csvCell(evil).replace(/^"/, '').startsWith("'"), evil)
    }
    assert.equal(csvCell('=A1,B1'), `"'=A1,B1"`)
    assert.equal(csvCell('+5978123456'), '+5978123456')
    assert.equal(csvCell('-12.50'), '-12.50')
    assert.equal(csvCell('150.00'), '150.00')
  })

  test('formula look-alikes: full-width and small forms, and any of them after leading white space', ({ assert }) => {
    const lookAlikes = ['＝1+1', '＋cmd', '－2+3', '＠SUM(A1)', '﹦1+1', '﹢1', '﹣1+1', '﹫SUM(A1)', '−2+3']
    const afterSpace = [' =1+1', '  +cmd', ' -2+3', ' @SUM(A1)', '\u00a0=1+1', '\u3000＝1+1', '\n=1+1', ' ＝HYPERLINK("x")']
    for (const evil of [...lookAlikes, ...afterSpace]) {
      assert.isTrue(csvCell(evil).replace(/^"/, '').startsWith("'"), JSON.stringify(evil))
    }
    assert.equal(csvCell('＝A1;B1', DUTCH_CSV_FORMAT), `"'＝A1;B1"`)
    assert.equal(csvCell('Zoë ＝ Zoë'), 'Zoë ＝ Zoë', 'a look-alike inside the text is harmless')
    assert.equal(csvCell('+5978123456'), '+5978123456')
  })

  test('times in Suriname time, sortable; file names without odd characters', ({ assert }) => {
    assert.equal(csvDateTime(new Date('2026-11-28T23:30:00Z')), '2026-11-28 20:30')
    assert.equal(csvDateTime(null), '')
    assert.equal(csvDateTime('geen datum'), '')
    assert.equal(csvFileName('deelnemers', 'Zoë’s "Jazz" Fest/2026', 12), 'deelnemers-zoe-s-jazz-fest-2026-12.csv')
    assert.equal(csvFileName(''), 'export.csv')
  })

  test('the Dutch format: ";" between cells, decimal commas, a cell holding ";" quoted', ({ assert }) => {
    assert.deepEqual(csvFormatFor('nl'), DUTCH_CSV_FORMAT)
    assert.deepEqual(csvFormatFor('en'), { separator: ',', decimal: '.' })
    assert.equal(csvAmount('1250.50', DUTCH_CSV_FORMAT), '1250,50')
    assert.equal(csvAmount('-12.50', DUTCH_CSV_FORMAT), '-12,50')
    assert.equal(csvAmount('1250.50'), '1250.50')
    assert.equal(csvAmount(null, DUTCH_CSV_FORMAT), '')
    assert.equal(csvLine(['a', 'b,c', 'd;e', '12,50'], DUTCH_CSV_FORMAT), 'a;b,c;"d;e";12,50\r\n')
    assert.equal(csvCell('-12,50', DUTCH_CSV_FORMAT), '-12,50', 'a Dutch amount is a plain number, no formula')
  })
})
