export { stripMarkup } from './strip-markup';
