export * from './claim.js';
export * from './errors.js';
export * from './worker-loop.js';
