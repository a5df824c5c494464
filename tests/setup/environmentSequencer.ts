/**
 * The order vitest runs the files in: its own (failed first, then longest or largest first), with one
 * change — in a project, the files of one environment run together (jsdom, then node).
 * Why: with `isolate: false` a worker process is kept for the next file only when that file needs the
 * same environment; otherwise the process ends and the next one imports every module again. The
 * default order mixes the 47 jsdom files among the node ones, so the workers were restarted and
 * re-imported React, MUI and the mock most of the way through the run.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const JSDOM = /@vitest-environment\s+jsdom/;

function usesJsdom(spec: TestSpecification, cache: Map<string, boolean>): boolean {
  let jsdom = cache.get(spec.moduleId);
  if (jsdom === undefined) {
    // The docblock is at the top of the file.
    jsdom = JSDOM.test(readFileSync(spec.moduleId, 'utf8').slice(0, 400));
    cache.set(spec.moduleId, jsdom);
  }
  return jsdom;
}

export class EnvironmentSequencer extends BaseSequencer {
  private readonly jsdom = new Map<string, boolean>();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(sorted.map((spec, index) => [spec, index]));
    const projectOrder = new Map<string, number>();
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    return [...sorted].sort(
      (a, b) =>
        (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) ||
        Number(usesJsdom(b, this.jsdom)) - Number(usesJsdom(a, this.jsdom)) ||
        (rank.get(a) ?? 0) - (rank.get(b) ?? 0),
    );
  }
}
