// Writes nginx.conf from the route table, the redirect list and the crawler list (`npm run nginx:generate`), and the
// production HTTPS form of it, nginx.https.conf.example.
import { writeFileSync } from 'node:fs';
import { HTTPS_EXAMPLE_OPTIONS, renderNginxConf } from '../src/routing/nginx-config';

writeFileSync('nginx.conf', renderNginxConf());
writeFileSync('nginx.https.conf.example', renderNginxConf(HTTPS_EXAMPLE_OPTIONS));
console.log('nginx.conf and nginx.https.conf.example written from src/routing and src/domain/crawlers.ts');
