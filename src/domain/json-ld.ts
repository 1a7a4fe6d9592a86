/**
 * JSON-LD as the text of a `<script>`: `<` is escaped so no value can close the script element
 * (`</script>`) or open a comment in it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
