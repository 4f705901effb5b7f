import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g')
const stripAnsi = (text: string) => text.replace(ANSI, '')

/**
 * Prints the plain line scripts/test.ts reads: "e2e: N passed, N failed, N skipped", and before it one line per
 * failed test with the failing step and its place ("✘ title: message @ file:line"), which scripts/test.ts repeats
 * under its summary: a CI log that keeps only its tail still says why a journey failed.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0
  private failed = 0
  private skipped = 0
  private readonly reasons: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed') return
    if (result.status === 'passed') this.passed++
    else if (result.status === 'skipped') this.skipped++
    else {
      this.failed++
      const error = result.errors[0]
      const message = stripAnsi(error?.message ?? result.status)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' / ')
      const where = error?.location ? `${error.location.file.replace(/.*tests\/e2e\//, '')}:${error.location.line}` : test.location.file
      this.reasons.push(`✘ ${test.title.slice(0, 80)}: ${message.slice(0, 400)} @ ${where}`)
    }
  }

  onEnd() {
    for (const reason of this.reasons) console.log(reason)
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`)
  }
}
