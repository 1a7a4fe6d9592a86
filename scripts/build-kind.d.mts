/** Whether a build directory holds a demo build (vite.config.ts records it); null when nothing says. */
export function builtDemo(dir?: string): boolean | null;
