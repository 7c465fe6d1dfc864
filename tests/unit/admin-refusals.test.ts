import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import refusals from '@/messages/admin/en/refusals.json';

// A refusal the server words for the admin (lib/http/refusal.ts) names a message of
// messages/admin/<language>/refusals.json; the catalogue test holds the other languages to the
// default's keys. Here: every reason the server sends has its message, and every message a reason.

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });

const sent = new Set(
  files(path.join(process.cwd(), 'lib')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/adminRefusal\(\s*\d{3},\s*'(\w+)'/g)].map((match) => match[1]!),
  ),
);

it('words every refusal the server sends to the admin, and no other', () => {
  expect(sent.size).toBeGreaterThan(5);
  expect([...sent].sort()).toEqual(Object.keys(refusals.AdminRefusals).sort());
});
