// Vite's import.meta.glob, resolved by vitest at transform time: tests inline their fixture files with it
// instead of reading files (the engine has no file system).
interface ImportMeta {
  glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
}
