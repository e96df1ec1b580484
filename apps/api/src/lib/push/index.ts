export * from './deliver.js';
export * from './expand.js';
export * from './queue.js';
export * from './vapid.js';
export * from './worker.js';
