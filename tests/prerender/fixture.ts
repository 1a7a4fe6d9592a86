// A tiny site for testing the prerender service as a black box: each path makes its app behave one way (slow, never
// ready, storing state, moving elsewhere…), and every request the site or an "off-site" server gets is recorded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const SHELL = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <title>Fixture</title>
    <script type="module" src="/app.js"></script>
    <link rel="modulepreload" href="/chunk.js" />
    <script type="application/ld+json">{"@type":"Thing","name":"fixture"}</script>
    <style data-styled="active"></style>
  </head>
  <body><main id="root"></main></body>
</html>`;

/** The fixture's app: what it does depends on its path (see the cases). */
const APP = (offSite: string) => `
const root = document.getElementById('root');
const params = new URLSearchParams(location.search);
const ready = () => document.documentElement.setAttribute('data-ready', 'true');
const path = location.pathname;
document.documentElement.lang = path.startsWith('/fr') ? 'fr-CA' : 'en-CA';
root.innerHTML = '<h1>Page ' + path + '</h1>';
if (path === '/storage') {
  const visits = Number(localStorage.getItem('visits') || 0) + 1;
  localStorage.setItem('visits', String(visits));
  const before = document.cookie;
  document.cookie = 'seen=yes; path=/';
  root.innerHTML += '<p id="visits">' + visits + '</p><p id="cookie">[' + before + ']</p>';
  ready();
} else if (path === '/slow') {
  setTimeout(ready, Number(params.get('ms') || 1000));
} else if (path === '/never') {
  // Never ready.
} else if (path === '/styled') {
  document.querySelector('style[data-styled]').sheet.insertRule('.fixture-rule { color: rgb(1, 2, 3); }');
  root.innerHTML += '<p class="fixture-rule">styled</p>';
  ready();
} else if (path === '/missing') {
  const meta = document.createElement('meta');
  meta.name = 'prerender-status-code';
  meta.content = '404';
  document.head.append(meta);
  root.innerHTML += '<p>Not found</p>';
  ready();
} else if (path === '/moves') {
  history.replaceState(null, '', '/elsewhere?from=moves');
  ready();
} else if (path === '/calls-out') {
  Promise.allSettled([fetch('${offSite}/data'), fetch('/api/ok').then((r) => r.text())]).then(([, own]) => {
    root.innerHTML += '<p id="own">' + (own.status === 'fulfilled' ? own.value : 'failed') + '</p>';
    const img = new Image();
    img.src = '${offSite}/pixel.png';
    root.append(img);
    const local = new Image();
    local.src = '/picture.png';
    root.append(local);
    ready();
  });
} else {
  ready();
}
`;

export interface Fixture {
  origin: string;
  offSite: string;
  /** Paths the site was asked for (documents, scripts, API calls), in order. */
  requests: string[];
  /** Everything the off-site server was asked for. */
  offSiteRequests: string[];
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startFixture(): Promise<Fixture> {
  const requests: string[] = [];
  const offSiteRequests: string[] = [];
  const offSiteServer = createServer((req, res) => {
    offSiteRequests.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' }).end('off-site');
  });
  const offSite = await listen(offSiteServer);
  const site = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const path = url.split('?')[0];
    if (path === '/app.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(APP(offSite));
    } else if (path === '/chunk.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('export {};');
    } else if (path === '/api/ok') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('own-api');
    } else if (path === '/picture.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end();
    } else if (path === '/off-site-redirect') {
      res.writeHead(302, { Location: `${offSite}/landing` }).end();
    } else if (path === '/old') {
      res.writeHead(301, { Location: '/new' }).end();
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(SHELL);
    }
  });
  const origin = await listen(site);
  return {
    origin,
    offSite,
    requests,
    offSiteRequests,
    close: async () => {
      site.closeAllConnections();
      offSiteServer.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => site.close(resolve)),
        new Promise((resolve) => offSiteServer.close(resolve)),
      ]);
    },
  };
}
