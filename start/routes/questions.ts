/* Checkout questions (docs/questions.md): an event's questions, kept by its organizer, read by its checkout. */
import router from '@adonisjs/core/services/router'

const QuestionsController = () => import('#controllers/questions/questions_controller')

router
  .get('/api/events/:id/questions', [QuestionsController, 'publicIndex'])
  .access('public', 'a published event’s checkout questions, the fields a buyer needs (an unpublished event: 404)')
router
  .get('/api/events/:id/questions/manage', [QuestionsController, 'index'])
  .access({ resource: 'event-questions', action: 'list' }, 'the questions of the organizer’s event, drafts included', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/questions', [QuestionsController, 'store'])
  .access({ resource: 'event-questions', action: 'create' }, 'a checkout question of the organizer’s event', { param: 'id', kind: 'event' })
router
  .put('/api/questions/:id', [QuestionsController, 'update'])
  .access({ resource: 'event-questions', action: 'edit' }, 'a checkout question of the organizer’s event', {
    param: 'id',
    kind: 'question',
  })
router
  .delete('/api/questions/:id', [QuestionsController, 'destroy'])
  .access({ resource: 'event-questions', action: 'delete' }, 'a checkout question of the organizer’s event (archived once answered)', {
    param: 'id',
    kind: 'question',
  })
