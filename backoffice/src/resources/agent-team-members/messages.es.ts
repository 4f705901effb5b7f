import team from '../team-members/messages.es.js'
import type nlTexts from './messages.nl'

/** The agent team's Spanish texts, complete: the type keeps the keys equal to Dutch. */
const es: typeof nlTexts = {
  ...team,
  fields: { ...team.fields, agentAssignedEvents: 'Eventos' },
  roles: { agent_manager: 'Gerente de agente', agent_loket_medewerker: 'Personal de taquilla del agente' },
  no_organizer: 'No se encontró ningún agente',
  no_organizer_hint: 'Este equipo pertenece a un agente: solo el agente y su gerente lo ven. Vuelve a iniciar sesión si sigue vacío.',
  empty_hint: 'Agrega gerentes y personal de taquilla. Recibirán una invitación por correo para elegir su contraseña.',
  role_help: {
    agent_manager: 'Ve tus ventas, alianzas y liquidaciones y vende entradas; ve el equipo pero no lo cambia.',
    agent_loket_medewerker: 'Vende entradas en tu punto de venta para los eventos que elijas abajo.',
  },
  assigned_title: '¿Qué eventos puede vender este miembro del equipo?',
  assigned_hint: 'Elige entre los eventos de tus alianzas aprobadas. Si no eliges ninguno: todos los eventos que tú puedes vender.',
  events_unavailable: 'No se pudieron cargar los eventos de tus alianzas. Inténtalo más tarde.',
  no_events: 'Todavía no tienes una alianza aprobada con eventos a la venta.',
}

export default es
