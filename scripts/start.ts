/** `npm start`: build the app when needed, then run the reference server that serves it and the API. */
import { buildIfStale } from './build-if-stale';

await buildIfStale();
await import('../server/main');
