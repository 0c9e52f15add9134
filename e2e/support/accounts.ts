/** Accounts the journeys rely on, created in the data folder before the server starts. */
export const ADMIN = { name: 'Ada Admin', email: 'ada@serenade.local', password: 'Admin#Pass123' };
export const SUSPENDED = { name: 'Sully Suspended', email: 'sully@example.com', password: 'Sully#Pass123' };
