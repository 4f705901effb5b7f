import CategoryIcon from '@mui/icons-material/Category'
import { EventCategoryList } from './EventCategoryList'

export default {
  list: EventCategoryList,
  icon: CategoryIcon,
  recordRepresentation: 'name',
}
