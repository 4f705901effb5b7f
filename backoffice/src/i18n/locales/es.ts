/* The Spanish core dictionary, one chunk: react-admin's texts and ours, every key of the Dutch core (see nl.ts). */
import es from '../es'

export default es
