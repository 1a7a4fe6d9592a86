// The browser the service renders with: Debian's Chromium through puppeteer-core, relaunched when it crashes or
// hangs, recycled after a number of renders or past a memory bound. Every render gets a fresh browser context.
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import type { PrerenderConfig } from './config';
import { treeMemory } from './process-tree';

/** How Chromium runs on our machines (no sandbox in containers, no GPU, nothing phoning home): tests use them too. */
export const CHROMIUM_MACHINE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium 156 opens two WebUI renderers (the omnibox popups) for every window, so every context a
  // render or a test opens: never shown here, they cost a renderer process each and a third of the CPU spent.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export const CHROMIUM_FLAGS = [
  ...CHROMIUM_MACHINE_FLAGS,
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--mute-audio',
  '--hide-scrollbars',
  '--disable-features=Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions',
];

/**
 * What the renderer calls itself. Not a crawler by our own list (the crawler corpus test checks it), so nginx serves it
 * the SPA rather than sending it back here; the product token says who it is in access logs.
 */
export const RENDERER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 FoyerRenderer/1';

export class BrowserUnavailable extends Error {}
export class RenderTimeout extends Error {}

/** A context with its page, set up and never used: a render takes one instead of waiting for one to open. */
interface Spare {
  context: BrowserContext;
  page: Page;
}

interface Generation {
  browser: Browser;
  pid: number | undefined;
  active: number;
  renders: number;
  retiring: boolean;
  spares: Promise<Spare>[];
}

export interface BrowserStatus {
  up: boolean;
  pid: number | undefined;
  launches: number;
  crashes: number;
  renders: number;
  recycles: number;
  memoryMb: number | undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export class BrowserHost {
  private current: Promise<Generation> | null = null;
  private generation: Generation | null = null;
  private closing = false;
  private consecutiveFailures = 0;
  private watchdog: NodeJS.Timeout | undefined;
  private lastMemoryMb: number | undefined;
  launches = 0;
  crashes = 0;
  recycles = 0;
  renders = 0;

  constructor(
    private readonly config: Pick<PrerenderConfig, 'chromiumPath' | 'recycleRenders' | 'recycleMb' | 'spares'>,
    /** Sets a new page up (user agent, viewport, interception) before any render uses it. */
    private readonly setUp: (page: Page) => Promise<void>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Launches the browser and starts the hang watchdog. */
  async start(): Promise<void> {
    this.current = this.launch();
    this.watchdog = setInterval(() => void this.checkHealth(), 5000);
    this.watchdog.unref();
    await this.current;
  }

  status(): BrowserStatus {
    return {
      up: this.generation !== null && this.generation.browser.connected,
      pid: this.generation?.pid,
      launches: this.launches,
      crashes: this.crashes,
      renders: this.renders,
      recycles: this.recycles,
      memoryMb: this.lastMemoryMb,
    };
  }

  /**
   * Runs one render in a fresh browser context (no cookies, storage or cache shared with any other render), within
   * `timeoutMs`. On time-out the context is closed; if even that hangs, the browser is killed and relaunched.
   */
  async withContext<T>(timeoutMs: number, render: (page: Page) => Promise<T>): Promise<T> {
    const started = Date.now();
    const generation = await this.ready(timeoutMs);
    generation.active += 1;
    generation.renders += 1;
    this.renders += 1;
    let context: BrowserContext | undefined;
    try {
      const work = (async () => {
        const spare = await this.takeSpare(generation);
        context = spare.context;
        return render(spare.page);
      })();
      work.catch(() => {});
      const result = await within(work, Math.max(1, timeoutMs - (Date.now() - started)));
      this.consecutiveFailures = 0;
      return result;
    } catch (error) {
      if (!generation.browser.connected) throw new BrowserUnavailable('the browser went away during the render');
      throw error;
    } finally {
      generation.active -= 1;
      if (context) {
        await within(context.close(), 3000).catch(() => {
          if (generation.browser.connected) this.kill(generation, 'a browser context did not close');
        });
      }
      this.afterRender(generation);
    }
  }

  private openSpare(generation: Generation): Promise<Spare> {
    const spare = (async () => {
      const context = await generation.browser.createBrowserContext();
      const page = await context.newPage();
      await this.setUp(page);
      return { context, page };
    })();
    spare.catch(() => {});
    return spare;
  }

  /** A ready page (opening the next one in the background), or a new one if none is ready or it failed. */
  private async takeSpare(generation: Generation): Promise<Spare> {
    const ready = generation.spares.shift();
    if (!generation.retiring && generation.browser.connected) {
      while (generation.spares.length < this.config.spares) generation.spares.push(this.openSpare(generation));
    }
    if (ready) {
      try {
        return await ready;
      } catch {
        // Opened by a browser that has since gone: open one now.
      }
    }
    return this.openSpare(generation);
  }

  /** Stops the watchdog and closes the browser (graceful shutdown). */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.watchdog);
    const generation = this.generation;
    if (generation) await within(generation.browser.close(), 5000).catch(() => this.kill(generation, 'shutdown'));
  }

  private async ready(timeoutMs: number): Promise<Generation> {
    if (this.closing) throw new BrowserUnavailable('shutting down');
    if (!this.current) this.current = this.launch();
    const generation = await within(this.current, timeoutMs).catch((error: unknown) => {
      throw new BrowserUnavailable(error instanceof Error ? error.message : String(error));
    });
    if (!generation.browser.connected) throw new BrowserUnavailable('the browser is restarting');
    return generation;
  }

  private launch(): Promise<Generation> {
    const attempt = async (): Promise<Generation> => {
      // Repeated failures back off (0.25 s, 0.5 s, … 5 s) so a browser that cannot start does not spin the CPU.
      if (this.consecutiveFailures > 1) await wait(Math.min(5000, 250 * 2 ** (this.consecutiveFailures - 2)));
      this.launches += 1;
      const browser = await puppeteer.launch({
        executablePath: this.config.chromiumPath,
        headless: true,
        args: CHROMIUM_FLAGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        protocolTimeout: 15000,
      });
      const generation: Generation = {
        browser,
        pid: browser.process()?.pid,
        active: 0,
        renders: 0,
        retiring: false,
        spares: [],
      };
      for (let i = 0; i < this.config.spares; i += 1) generation.spares.push(this.openSpare(generation));
      browser.on('disconnected', () => this.onDisconnected(generation));
      this.generation = generation;
      this.log(`chromium ${await browser.version()} started (pid ${generation.pid})`);
      return generation;
    };
    const launching = attempt().catch((error: unknown) => {
      this.consecutiveFailures += 1;
      this.log(`chromium failed to start: ${error instanceof Error ? error.message : String(error)}`);
      // Try again on the next render rather than keep a rejected launch around.
      if (this.current === launching) this.current = null;
      throw error;
    });
    return launching;
  }

  private onDisconnected(generation: Generation) {
    if (generation.retiring || this.closing) return;
    this.crashes += 1;
    this.consecutiveFailures += 1;
    this.log(`chromium (pid ${generation.pid}) went away; relaunching`);
    if (this.generation === generation) {
      this.generation = null;
      this.current = this.launch();
      this.current.catch(() => {});
    }
  }

  private kill(generation: Generation, why: string) {
    this.log(`killing chromium (pid ${generation.pid}): ${why}`);
    try {
      generation.browser.process()?.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  }

  private afterRender(generation: Generation) {
    if (generation.retiring) {
      if (generation.active === 0)
        void within(generation.browser.close(), 5000).catch(() => this.kill(generation, 'retired'));
      return;
    }
    if (generation !== this.generation || !generation.browser.connected) return;
    let why: string | undefined;
    if (generation.renders >= this.config.recycleRenders) why = `${generation.renders} renders`;
    else if (generation.renders % 20 === 0 && generation.pid) {
      this.lastMemoryMb = treeMemory(generation.pid).pssMb;
      if (this.lastMemoryMb > this.config.recycleMb) why = `${Math.round(this.lastMemoryMb)} MB (PSS)`;
    }
    if (!why) return;
    this.log(`recycling chromium (pid ${generation.pid}) after ${why}`);
    this.recycles += 1;
    generation.retiring = true;
    this.current = this.launch();
    this.current.catch(() => {});
    if (generation.active === 0)
      void within(generation.browser.close(), 5000).catch(() => this.kill(generation, 'retired'));
  }

  /** A browser that no longer answers the protocol is hung: kill it, and the disconnect relaunches it. */
  private async checkHealth() {
    const generation = this.generation;
    if (!generation || this.closing || !generation.browser.connected) return;
    try {
      await within(generation.browser.version(), 3000);
      if (generation.pid) this.lastMemoryMb = treeMemory(generation.pid).pssMb;
    } catch {
      this.kill(generation, 'it stopped answering');
    }
  }
}
