/** Our own English messages (app texts and resource labels), merged over ra-language-english. */
const en = {
  app: {
    dashboard: {
      welcome: 'Welcome to the back office',
      intro: 'Pick a section in the menu to get started.',
    },
  },
  resources: {
    'event-categories': {
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
    },
  },
}

export default en
