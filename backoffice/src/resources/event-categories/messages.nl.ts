/** This folder's Dutch texts (i18n/locales/nl.ts picks them up by folder name; English in messages.en.ts). */
const nl = {
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
}

export default nl
