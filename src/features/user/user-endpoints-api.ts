/**
 * The user calls, public for the forms and pages that sign in or change the account (the auth feature).
 * Apart from user-api.ts, which every page loads, so the first page never loads the endpoints.
 */
export { userEndpoints } from './user-endpoints';
