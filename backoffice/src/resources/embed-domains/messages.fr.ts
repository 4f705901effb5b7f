/** This folder's French texts: 'Sur votre propre site' on an event's page (docs/embed.md). */
const fr = {
  title: 'Sur votre propre site',
  intro:
    'Vendez des billets pour cet événement sur votre propre site. Collez ce code dans votre page : un bouton qui ouvre le choix des billets et le paiement, ou un bloc dans la page.',
  kind: 'Type',
  kind_button: 'Bouton',
  kind_inline: 'Bloc dans la page',
  snippet: 'Code pour votre site',
  button_label: 'Acheter des billets',
  copy: 'Copier le code',
  copied: 'Code copié',
  copy_failed: 'La copie a échoué : sélectionnez le code et copiez-le vous-même',
  domains: 'Vos sites web',
  domains_help:
    'Le bouton ne fonctionne que sur ces sites, et l’acheteur y revient après le paiement. Indiquez l’adresse sans chemin, comme https://www.exemple.fr.',
  no_domains: 'Aucun site pour l’instant : ajoutez votre site, sinon le bouton reste vide.',
  origin: 'Adresse de votre site',
  add: 'Ajouter',
}
export default fr
