import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  fields: {
    id: 'ID',
    name: 'Name',
    colorCode: 'Colour',
    sortOrder: 'Sort order',
    isActive: 'Active',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    translations: { en: 'English', es: 'Spanish', fr: 'French', de: 'German' },
  },
  active: 'Active',
  inactive: 'Switched off',
  name_hint: 'The Dutch name; events refer to it. Unique, capitals do not count.',
  color_hint: 'Text colour of the label on the site; the light background follows from it.',
  color_invalid: 'Colour must be a hex colour: # and six characters 0-9 or A-F, such as #DC2626',
  color_pick: 'Pick a colour',
  preview: 'The label looks like this:',
  preview_placeholder: 'Category',
  sort_hint: 'Lower comes first in the filters.',
  active_hint: 'Switched off: no longer offered in filters or for new events.',
  in_use: '%{smart_count} event uses this category. |||| %{smart_count} events use this category.',
  rename_moves_events: 'Saving gives it the new name. |||| Saving gives them the new name.',
  inactive_keeps_events: 'Switched off, they keep their category and stay visible, but visitors can no longer filter by it.',
  translations_title: 'Name in other languages',
  translations_hint: 'Leave empty and the site shows the Dutch name.',
}

export default en
