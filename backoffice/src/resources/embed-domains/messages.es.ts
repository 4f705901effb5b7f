/** This folder's Spanish texts: 'En tu propio sitio web' on an event's page (docs/embed.md). */
const es = {
  title: 'En tu propio sitio web',
  intro:
    'Vende entradas para este evento en tu propio sitio web. Pega este código en tu página: un botón que abre la selección de entradas y el pago, o un bloque en la página.',
  kind: 'Tipo',
  kind_button: 'Botón',
  kind_inline: 'Bloque en la página',
  snippet: 'Código para tu sitio web',
  button_label: 'Comprar entradas',
  copy: 'Copiar código',
  copied: 'Código copiado',
  copy_failed: 'No se pudo copiar: selecciona el código y cópialo tú mismo',
  domains: 'Tus sitios web',
  domains_help:
    'El botón solo funciona en estos sitios web, y allí vuelve el comprador después de pagar. Indica la dirección sin ruta, como https://www.ejemplo.com.',
  no_domains: 'Aún no hay sitio web: añade tu sitio web, si no el botón queda vacío.',
  origin: 'Dirección de tu sitio web',
  add: 'Añadir',
}
export default es
