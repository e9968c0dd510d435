/** Href builders for links, over the route table (`routes.ts`: every page, written once). */
export { guidePages, isGuidePage, paths, type GuidePage } from './routes';
