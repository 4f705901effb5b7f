/* Exports from templates: the templates a person may run, their runs, and the files (docs/administration.md#exports). */
import router from '@adonisjs/core/services/router'

const ExportsController = () => import('#controllers/exports/exports_controller')

router
  .get('/api/export-templates', [ExportsController, 'templates'])
  .access(
    { resource: 'exports', action: 'list' },
    'back office: the export templates the person may run (admins all four, an organizer’s team its sales and attendees, an agent its commissions)'
  )
router
  .get('/api/exports', [ExportsController, 'index'])
  .access({ resource: 'export-runs', action: 'list' }, 'back office: the person’s own export runs; admins see everyone’s')
router
  .post('/api/exports', [ExportsController, 'store'])
  .access(
    { resource: 'exports', action: 'create' },
    'back office: run a template for the person’s own organizer, events or agent (admins any); large runs go to the background'
  )
router
  .get('/api/exports/:id/download', [ExportsController, 'download'])
  .access(
    { resource: 'export-runs', action: 'show' },
    'back office: the file of a ready run, for its requester or an admin; expired is 410'
  )
