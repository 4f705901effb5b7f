import type { Page } from '@playwright/test'

/** Types a day or time into a back-office picker's sections, as a person does with the keyboard ('15062027', '2030'). */
export async function typeInPicker(page: Page, testId: string, digits: string) {
  await page.getByTestId(testId).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

/** A 'yyyy-MM-dd' day as the Dutch day picker is typed: 'ddMMyyyy'. */
export function pickerDay(day: string) {
  const [year, month, date] = day.split('-')
  return `${date}${month}${year}`
}
