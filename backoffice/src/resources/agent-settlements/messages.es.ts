import type nlTexts from './messages.nl'

/** This folder's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  title: 'Liquidaciones con agentes',
  explain:
    'Por agente y organizador: lo que el agente cobró a los compradores, la comisión que se queda el agente, lo ya liquidado y lo que el agente todavía debe. Un saldo negativo significa que se pagó más de lo debido.',
  balances: {
    title: 'Saldo por alianza',
    agent: 'Agente',
    organizer: 'Organizador',
    rate: 'Comisión %',
    collected: 'Cobrado',
    commission: 'Comisión',
    settled: 'Liquidado',
    balance: 'Por pagar',
    last: 'Última liquidación',
    none: 'Todavía no hay alianzas con ventas o liquidaciones.',
    overpaid: 'Pagado de más: %{amount}',
    terminated: 'Terminada',
  },
  record: {
    button: 'Registrar liquidación',
    title: 'Registrar liquidación con %{agent}',
    owed: 'Por pagar ahora: %{amount}',
    amount: 'Importe (SRD)',
    settledOn: 'Fecha de pago',
    reference: 'Referencia (p. ej. número de recibo o de transferencia)',
    save: 'Registrar',
    cancel: 'Cancelar',
    saved: 'Liquidación registrada. Nuevo saldo: %{amount}',
    failed: 'No se pudo registrar. Inténtalo de nuevo.',
  },
  history: {
    title: 'Historial de liquidaciones',
    date: 'Fecha',
    amount: 'Importe',
    reference: 'Referencia',
    recordedBy: 'Registrado por',
    none: 'Todavía no hay liquidaciones registradas.',
  },
  load_failed: 'No se pudieron cargar las liquidaciones.',
  retry: 'Intentar de nuevo',
}

export default es
