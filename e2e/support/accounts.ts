/** Accounts the journeys rely on, created in the data folder before the server starts. */
export const ADMIN = { name: 'Ada Admin', email: 'ada@serenade.local', password: 'Admin#Pass123' };
export const SUSPENDED = { name: 'Sully Suspended', email: 'sully@example.com', password: 'Sully#Pass123' };
export const SUPERADMIN = { name: 'Sam Super', email: 'sam@serenade.local', password: 'Super#Pass123' };
export const EDITOR = { name: 'Eddie Editor', email: 'eddie@serenade.local', password: 'Editor#Pass123' };
export const MEMBER = { name: 'Mia Member', email: 'mia@example.com', password: 'Member#Pass123' };
