// Writes nginx.conf from the route table, the redirect list and the crawler list (`npm run nginx:generate`).
import { writeFileSync } from 'node:fs';
import { renderNginxConf } from '../src/routing/nginx-config';

writeFileSync('nginx.conf', renderNginxConf());
console.log('nginx.conf written from src/routing and src/domain/crawlers.ts');
