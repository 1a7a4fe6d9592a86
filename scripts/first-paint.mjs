// The build's first-paint pages (src/routing/static-pages.ts): renders them in Node with React's static renderer
// from a server build of src/app/static-page.tsx, and writes them into the client build's directory (dist/ by
// default), beside the index.html they are made from. Run after `vite build`, before compression.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');
const serverBuild = resolve('node_modules/.cache/foyer-first-paint');
const started = Date.now();

await build({
  logLevel: 'warn',
  // Everything in one file, dependencies included, so Node runs the same modules the browser gets.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/app/static-page.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

/**
 * The stylesheets of the first screen (the theme's colours and type, the font faces) inline, so nothing holds
 * the first paint back but the HTML itself. The theme's keeps its name and address for the theme switch
 * (ensureThemeStylesheet in src/pages/shared/theme-root.tsx).
 */
function inlineStyles(html) {
  // Before the app has read the visitor's choice (html[data-color-mode]), the system's: a phone in dark mode
  // gets its first paint dark too, instead of a light page that turns dark.
  const systemDark = (css) =>
    css.replace(
      /:root\[data-color-mode='dark'\] \{([^}]*)\}/,
      (block, body) => `${block}\n@media (prefers-color-scheme: dark) {\n  :root:not([data-color-mode]) {${body}}\n}`,
    );
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)"( data-theme-stylesheet="[^"]+")? ?\/?>/g,
    (_tag, href, theme) => {
      const css = readFileSync(join(dist, href), 'utf8').trim();
      return theme ? `<style${theme} data-href="${href}">${systemDark(css)}</style>` : `<style>${css}</style>`;
    },
  );
}

/**
 * The page's first chunks, announced in its head so they download while it is read and painted, instead of one
 * after another once the app runs: the app's, the page's and its messages', with every chunk they import.
 */
const manifestFile = join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
function modulePreloads(sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
    if (chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
}

const { renderStaticPages } = await import(pathToFileURL(join(serverBuild, 'static-page.js')).href);
const index = join(dist, 'index.html');
const template = readFileSync(index, 'utf8');
const pages = await renderStaticPages(template);
for (const { file, html, sources } of pages) {
  const path = join(dist, file);
  mkdirSync(dirname(path), { recursive: true });
  // The page paints from its HTML alone: its entry script (which shows a first visit's consent banner and starts
  // the app once the page is painted) is fetched at low priority, after what the paint uses.
  const page = inlineStyles(html)
    .replace('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
    .replace('</head>', `${modulePreloads(sources)}</head>`);
  writeFileSync(path, page);
}
// Not published: it maps every source file to its chunk.
rmSync(manifestFile);
writeFileSync(index, inlineStyles(template));
rmSync(serverBuild, { recursive: true, force: true });
console.log(`first-paint pages: ${pages.length} in ${dist} (${Date.now() - started} ms)`);
