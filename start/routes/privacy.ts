/* A person's own data (GDPR access and erasure): 'Mijn gegevens downloaden' and 'Account verwijderen' in /account-settings. */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const OwnDataController = () => import('#controllers/privacy/own_data_controller')

router
  .post('/api/users/me/data-export', [OwnDataController, 'requestExport'])
  .access('signedIn', 'the signed-in person asks for a ZIP of their own data, mailed as a link; one an hour')
router.get('/api/users/me/data-export', [OwnDataController, 'exportState']).access('signedIn', WHY.ownAccount)
router
  .get('/api/users/me/data-export/:token', [OwnDataController, 'download'])
  .access('signedIn', 'the ZIP of one’s own data: the e-mailed token and the same person signed in')
router
  .get('/api/users/me/deletion-check', [OwnDataController, 'deletionCheck'])
  .access('signedIn', 'what deleting one’s own account would do (tickets for events to come, staff)')
router
  .delete('/api/users/me', [OwnDataController, 'destroy'])
  .access('signedIn', 'deletes (or, for staff, deactivates) one’s own account after the password; every session ends')
