import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  name: 'Category |||| Categories',
  fields: {
    id: 'ID',
    name: 'Name',
    colorCode: 'Colour',
    sortOrder: 'Sort order',
    isActive: 'Active',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
  },
}

export default en
