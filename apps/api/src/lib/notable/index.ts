import './resources.js';

export { authorizeNotable, notableNames, registerNotable, serialId, type Notable } from './registry.js';
