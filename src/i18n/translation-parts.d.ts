// One part of a locale's messages, compiled by the `foyer:precompile-messages` plugin (vite.config.ts).
declare module '*.json?part=core' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=detail' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=account' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=nav' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=legal' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=people' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=places' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=estimates' {
  const messages: Record<string, unknown>;
  export default messages;
}
