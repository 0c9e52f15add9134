export * from './common';
export * from './auth';
export * from './support';
export * from './health';
export * from './settings';
export * from './songs';
export * from './community';
export * from './pricing';
