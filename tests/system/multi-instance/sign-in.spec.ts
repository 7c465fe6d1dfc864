import { bearer, expect, signIn, test, tokenFrom } from './cluster';

// Signing in across instances: the token and the sign-in limiter are shared (AUTH_SECRET, Redis).

test('a sign-in on one instance is valid on the other, and a sign-out on the other ends it', async ({ cluster }) => {
  const { a, b } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.11');
  expect((await fetch(`${b.origin}/api/admin/verify`, { headers: bearer(token) })).status).toBe(200);
  expect((await fetch(`${b.origin}/api/admin/logout`, { method: 'POST', headers: bearer(token) })).status).toBe(204);
  expect((await fetch(`${a.origin}/api/admin/verify`, { headers: bearer(token) })).status).toBe(401);
});

test('the sign-in limiter counts failures made on both instances together', async ({ cluster }) => {
  const { a, b } = cluster;
  const attacker = '203.0.113.66';
  const answers: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const instance = attempt % 2 === 0 ? a : b;
    answers.push((await signIn(instance.origin, attacker, `wrong-password-${attempt}`)).status);
  }
  // Five failures in a row from one address: the sixth is refused, wherever it lands.
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signIn(a.origin, attacker)).status).toBe(429);
});
