/*
 * The e-mail that a large export is ready, in the language the person used when asking for it (five languages, Dutch
 * the fallback). The templates' names here match the back office's (resources/exports/messages.*.ts).
 */
import type { Language } from '#domain/languages'
import type { ExportTemplateKey } from '#domain/exports'

interface ExportMailTexts {
  templates: Record<ExportTemplateKey, string>
  subject: (template: string) => string
  hello: (name: string) => string
  ready: (template: string, rows: number) => string
  expires: (days: number) => string
  action: string
}

const TEXTS: Record<Language, ExportMailTexts> = {
  nl: {
    templates: {
      btw_per_month: 'Btw per maand',
      sales_per_organizer: 'Verkoop per organisator',
      event_attendees: 'Bezoekers van een evenement',
      agent_commissions: 'Commissies van agents',
    },
    subject: (template) => `Je export "${template}" is klaar`,
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    ready: (template, rows) => `Je export "${template}" is klaar (${rows} ${rows === 1 ? 'regel' : 'regels'}).`,
    expires: (days) => `Download het bestand op de pagina Exports; het blijft ${days} dagen beschikbaar.`,
    action: 'Naar je exports',
  },
  en: {
    templates: {
      btw_per_month: 'VAT per month',
      sales_per_organizer: 'Sales per organizer',
      event_attendees: 'Attendees of an event',
      agent_commissions: 'Agent commissions',
    },
    subject: (template) => `Your export "${template}" is ready`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    ready: (template, rows) => `Your export "${template}" is ready (${rows} ${rows === 1 ? 'row' : 'rows'}).`,
    expires: (days) => `Download the file on the Exports page; it stays available for ${days} days.`,
    action: 'Go to your exports',
  },
  es: {
    templates: {
      btw_per_month: 'IVA por mes',
      sales_per_organizer: 'Ventas por organizador',
      event_attendees: 'Asistentes de un evento',
      agent_commissions: 'Comisiones de agentes',
    },
    subject: (template) => `Tu exportación "${template}" está lista`,
    hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    ready: (template, rows) => `Tu exportación "${template}" está lista (${rows} ${rows === 1 ? 'fila' : 'filas'}).`,
    expires: (days) => `Descarga el archivo en la página Exportaciones; seguirá disponible ${days} días.`,
    action: 'Ir a tus exportaciones',
  },
  fr: {
    templates: {
      btw_per_month: 'TVA par mois',
      sales_per_organizer: 'Ventes par organisateur',
      event_attendees: 'Participants d’un événement',
      agent_commissions: 'Commissions des agents',
    },
    subject: (template) => `Votre export « ${template} » est prêt`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    ready: (template, rows) => `Votre export « ${template} » est prêt (${rows} ${rows === 1 ? 'ligne' : 'lignes'}).`,
    expires: (days) => `Téléchargez le fichier sur la page Exports ; il reste disponible ${days} jours.`,
    action: 'Voir vos exports',
  },
  de: {
    templates: {
      btw_per_month: 'USt. pro Monat',
      sales_per_organizer: 'Verkäufe pro Veranstalter',
      event_attendees: 'Teilnehmer einer Veranstaltung',
      agent_commissions: 'Provisionen der Agenten',
    },
    subject: (template) => `Ihr Export „${template}“ ist fertig`,
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    ready: (template, rows) => `Ihr Export „${template}“ ist fertig (${rows} ${rows === 1 ? 'Zeile' : 'Zeilen'}).`,
    expires: (days) => `Laden Sie die Datei auf der Seite Exporte herunter; sie bleibt ${days} Tage verfügbar.`,
    action: 'Zu Ihren Exporten',
  },
}

export function exportMailTexts(lang: Language): ExportMailTexts {
  return TEXTS[lang] ?? TEXTS.nl
}
