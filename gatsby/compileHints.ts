// Every page's first-load scripts ask V8 to compile all their functions at once. By default V8
// compiles a function only when it is first called, on the main thread: hydrating a page calls
// most of React and of the app, and those compilations were about half the main thread's script
// time at load on the emulated phone. With the magic comment `//# allFunctionsCalledOnLoad` as a
// script's first line, Chrome (136 on) compiles the whole script on the thread that streams it
// in, while it downloads; other browsers read a comment. The on-demand chunks (src/onDemand.ts)
// keep V8's lazy compilation: most of their functions never run on a given visit.
import type { Chunk, Compiler } from "webpack";

/** The first line of a script whose functions V8 should compile eagerly. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk groups of Gatsby's page templates, which every page loads with the app. */
const TEMPLATE_GROUP = /^component---/;

/** Whether a chunk runs on every page's load: webpack's runtime, React, the app, a template and
 * what a template shares with others; not a chunk that only an `import()` of the app fetches. */
export function runsOnLoad(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) {
    if (group.name && TEMPLATE_GROUP.test(group.name)) return true;
  }
  return false;
}

const NAME = "CompileHintPlugin";

/**
 * Puts COMPILE_HINT first in the scripts of the chunks that run on load: after the minifier, which
 * drops comments, and before the source maps are written, so they count the added line.
 */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnLoad(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
