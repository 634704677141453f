export { releaseStock, reserveStock } from './repo.ts';
