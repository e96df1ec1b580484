export * from './app.js';
export * from './client.js';
export * from './db.js';
export * from './with-app.js';
