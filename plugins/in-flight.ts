import fs from 'node:fs/promises';

/**
 * Runs `task` on every item with up to `limit` of them in flight, for work that waits on the disk
 * rather than on this thread (reading a locale's pages, linking a bundle's files): one at a time,
 * each read also waited for the other postBuild plugins between reads.
 */
export async function eachInFlight<T>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<void>,
  limit = 16,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Puts a file at `target` as a hard link to `source`, or as a copy where the two cannot share it
 * (another file system). Only for files nobody changes in place: the build caches and the output
 * folders write new files, never into existing ones.
 */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  await fs.link(source, target).catch(() => fs.copyFile(source, target));
}
