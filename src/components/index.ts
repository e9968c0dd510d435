export { PageTitle } from './page-title';
