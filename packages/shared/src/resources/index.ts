export * from './list-query.js';
export * from './statuses.js';
