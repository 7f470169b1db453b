import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eachInFlight, linkOrCopy } from '../../plugins/in-flight';

describe('shared helpers for disk-bound build work', () => {
  test('eachInFlight runs the task once per item, never more than the limit at a time', async () => {
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    await eachInFlight(
      Array.from({ length: 40 }, (_, i) => i),
      async (item, index) => {
        expect(item).toBe(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(item);
        running -= 1;
      },
      4,
    );
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(4);
  });

  test('linkOrCopy gives the target the source content, and fails when the source is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'in-flight-'));
    fs.writeFileSync(path.join(dir, 'a.png'), 'card');
    await linkOrCopy(path.join(dir, 'a.png'), path.join(dir, 'b.png'));
    expect(fs.readFileSync(path.join(dir, 'b.png'), 'utf8')).toBe('card');
    await expect(linkOrCopy(path.join(dir, 'missing.png'), path.join(dir, 'c.png'))).rejects.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
