import path from 'node:path';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const WEB = path.resolve(import.meta.dirname, '..');

/**
 * The shared package's index also re-exports the modules the app imports lazily (the sign-in schema, the
 * module texts); a bundle that imports single functions from it still gets those as chunks of their own, so
 * Rolldown's warning about them is noise here.
 */
export const withoutIneffectiveImports = (level: Rolldown.LogLevel, log: Rolldown.RolldownLog, handler: Rolldown.LogOrStringHandler) =>
  log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log);

/**
 * A module of the app (`entry`, relative to apps/web) bundled for Node as `outDir/fileName`, with every
 * dependency inside, in production mode: the app's components rendered to HTML by react-dom/server.
 */
export async function bundleForNode(entry: string, outDir: string, fileName: string): Promise<string> {
  await build({
    root: WEB,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(WEB, entry),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: fileName }, onLog: withoutIneffectiveImports },
    },
  });
  return path.join(outDir, fileName);
}
