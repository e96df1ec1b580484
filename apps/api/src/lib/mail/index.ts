export * from './html.js';
export * from './queue.js';
export * from './templates.js';
export * from './transport.js';
export * from './worker.js';
