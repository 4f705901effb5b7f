/** This resource's texts: Dutch first, English complete (merged by i18nProvider.ts from the registry). */
export const messages = {
  nl: {
    name: 'Categorie |||| Categorieën',
    fields: {
      id: 'ID',
      name: 'Naam',
      colorCode: 'Kleur',
      sortOrder: 'Volgorde',
      isActive: 'Actief',
      createdAt: 'Aangemaakt op',
      updatedAt: 'Bijgewerkt op',
    },
  },
  en: {
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
}
