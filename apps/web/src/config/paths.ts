/**
 * Every URL of the site in one place (spec §2 route table); features link through these. Declared
 * in @pathways/schemas, where the API's e-mails take their links from too.
 */
export { portalPaths as paths } from '@pathways/schemas/portal-paths';
