export * from './app.js';
export * from './client.js';
export * from './db.js';
export * from './with-app.js';
export * from './online-stream.js';
