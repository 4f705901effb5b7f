/** This folder's German texts: 'Auf Ihrer eigenen Website' on an event's page (docs/embed.md). */
const de = {
  title: 'Auf Ihrer eigenen Website',
  intro:
    'Verkaufen Sie Tickets für dieses Event auf Ihrer eigenen Website. Fügen Sie diesen Code in Ihre Seite ein: eine Schaltfläche, die Ticketauswahl und Bezahlung öffnet, oder einen Block in der Seite.',
  kind: 'Art',
  kind_button: 'Schaltfläche',
  kind_inline: 'Block in der Seite',
  snippet: 'Code für Ihre Website',
  button_label: 'Tickets kaufen',
  copy: 'Code kopieren',
  copied: 'Code kopiert',
  copy_failed: 'Kopieren fehlgeschlagen: Markieren Sie den Code und kopieren Sie ihn selbst',
  domains: 'Ihre Websites',
  domains_help:
    'Die Schaltfläche funktioniert nur auf diesen Websites, und dorthin kehrt der Käufer nach dem Bezahlen zurück. Geben Sie die Adresse ohne Pfad an, z. B. https://www.beispiel.de.',
  no_domains: 'Noch keine Website: Fügen Sie Ihre Website hinzu, sonst bleibt die Schaltfläche leer.',
  origin: 'Adresse Ihrer Website',
  add: 'Hinzufügen',
}
export default de
