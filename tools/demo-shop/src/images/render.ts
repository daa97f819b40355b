import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { ImageJob } from '../generate/model.ts';
import { productSvg } from './draw-product.ts';
import { categorySvg, heroSvg } from './scenes.ts';

export interface RenderResult {
  rendered: number;
  copied: number;
  skipped: number;
  ms: number;
}

/** The SVG of one job, at the job's pixel size. */
export function jobSvg(job: ImageJob): string {
  switch (job.render.type) {
    case 'product':
      return productSvg(job.render.spec, job.render.variant, job.width);
    case 'hero':
      return heroSvg(job.render.index, job.width, job.height);
    case 'category':
      return categorySvg(job.render.spec, job.width);
  }
}

export async function renderSvg(svg: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 82, effort: 2 }).toFile(file);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * Renders the jobs with `concurrency` parallel sharp pipelines (libvips has its own threads). Files that exist
 * are kept; jobs whose SVG equals an earlier job's (same drawing, other SKU) are copied instead of rendered.
 */
export async function renderJobs(
  imagesDir: string,
  jobs: readonly ImageJob[],
  concurrency = 4,
): Promise<RenderResult> {
  const started = performance.now();
  const result: RenderResult = { rendered: 0, copied: 0, skipped: 0, ms: 0 };
  const firstBySvg = new Map<string, Promise<string>>();
  const queue = [...jobs];
  const dirs = new Set(jobs.map((j) => dirname(join(imagesDir, j.file))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));

  async function work(): Promise<void> {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const target = join(imagesDir, job.file);
      if (await exists(target)) {
        result.skipped++;
        continue;
      }
      const svg = jobSvg(job);
      const earlier = firstBySvg.get(svg);
      if (earlier) {
        await copyFile(await earlier, target);
        result.copied++;
        continue;
      }
      const done = sharp(Buffer.from(svg))
        .removeAlpha()
        .webp({ quality: 82, effort: 2 })
        .toFile(target)
        .then(() => target);
      firstBySvg.set(svg, done);
      await done;
      result.rendered++;
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, () => work()));
  result.ms = Math.round(performance.now() - started);
  return result;
}
