// PBKDF2 through WebCrypto, which Node 20 and every browser running the worker both provide.
const ITERATIONS = 20_000;
const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** 32 lower-case hex characters: reset links, unsubscribe and session tokens. */
export function randomToken(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}

async function derive(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    256,
  );
  return hex(new Uint8Array(bits));
}

/** `pbkdf2$iterations$salt$hash`: what the store keeps instead of the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomToken();
  return `pbkdf2$${ITERATIONS}$${salt}$${await derive(password, salt)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2' || !salt || !hash) return false;
  const candidate = await derive(password, salt);
  // Compare every character so the time does not reveal the first difference.
  let diff = candidate.length ^ hash.length;
  for (let i = 0; i < Math.min(candidate.length, hash.length); i++)
    diff |= candidate.charCodeAt(i) ^ hash.charCodeAt(i);
  return diff === 0;
}
