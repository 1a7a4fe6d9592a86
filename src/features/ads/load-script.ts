const loading = new Map<string, Promise<void>>();

/** Adds an async script once per URL; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
