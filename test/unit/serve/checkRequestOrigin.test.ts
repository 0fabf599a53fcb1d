import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRequestOrigin, isAllowedHost, isOwnOrigin } from '../../../src/node/serve/checkRequestOrigin.js';

test('answers localhost, *.localhost and IP literals, with or without a port', () => {
  for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:3000', 'docs.localhost:8080', 'a.b.localhost', '127.0.0.1', '127.0.0.1:3000',
    '192.168.1.20:3000', '[::1]', '[::1]:3000', '[fe80::1]:80', '[::ffff:127.0.0.1]:3000']) {
    assert.equal(isAllowedHost(host), true, host);
  }
});

test('refuses names that DNS could point anywhere, and malformed Host values', () => {
  for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', 'evillocalhost', 'evil-localhost:3000',
    '127.0.0.1.nip.io', '2130706433', '0x7f.0.0.1', '::1', '[::1', '[evil.example]:3000', '[127.0.0.1]', 'localhost:abc', 'localhost:',
    'user@localhost', 'localhost/x', 'localhost:3000:3000', '']) {
    assert.equal(isAllowedHost(host), false, host);
  }
});

test('the --host name is answered exactly, in any case, and no other name with it', () => {
  assert.equal(isAllowedHost('mybox.local:3000', 'mybox.local'), true);
  assert.equal(isAllowedHost('MyBox.Local', 'mybox.local'), true);
  assert.equal(isAllowedHost('mybox.local', 'MyBox.local'), true);
  assert.equal(isAllowedHost('sub.mybox.local', 'mybox.local'), false);
  assert.equal(isAllowedHost('mybox.local.evil.example', 'mybox.local'), false);
  assert.equal(isAllowedHost('evil.example', '0.0.0.0'), false);
});

test('a WebSocket origin must be http, an allowed host and the server\'s port', () => {
  const served = { port: 3000 };
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://docs.localhost:3000', 'http://192.168.1.20:3000']) {
    assert.equal(isOwnOrigin(origin, served), true, origin);
  }
  for (const origin of [undefined, '', 'null', 'http://evil.example:3000', 'http://localhost:3001', 'http://localhost', 'https://localhost:3000',
    'ws://localhost:3000', 'http://localhost:3000/', 'http://evil.example@localhost:3000', 'file://', 'http://localhost.evil.example:3000']) {
    assert.equal(isOwnOrigin(origin, served), false, String(origin));
  }
  assert.equal(isOwnOrigin('http://localhost', { port: 80 }), true, 'a browser leaves out port 80');
  assert.equal(isOwnOrigin('http://mybox.local:3000', { port: 3000, hostName: 'mybox.local' }), true);
  assert.equal(isOwnOrigin('http://mybox.local:3000', served), false);
});

test('checkRequestOrigin: a reason to refuse, naming the host or origin, or undefined', () => {
  const served = { port: 3000 };
  assert.equal(checkRequestOrigin({ host: 'localhost:3000' }, false, served), undefined);
  assert.equal(checkRequestOrigin({ host: 'localhost:3000', origin: 'http://evil.example' }, false, served), undefined,
    'a plain request is not judged by its Origin: the browser keeps a foreign page from reading the answer');
  assert.match(checkRequestOrigin({}, false, served) ?? '', /no Host header/);
  assert.equal(checkRequestOrigin({ host: 'evil.example' }, false, served),
    "Blocked request: host 'evil.example' is not allowed. docgen serve answers localhost, IP addresses and the --host name.");
  assert.equal(checkRequestOrigin({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }, true, served), undefined);
  assert.match(checkRequestOrigin({ host: '127.0.0.1:3000', origin: 'http://evil.example' }, true, served) ?? '', /origin 'http:\/\/evil\.example'/);
  assert.match(checkRequestOrigin({ host: '127.0.0.1:3000' }, true, served) ?? '', /without an Origin/);
  assert.match(checkRequestOrigin({ host: 'evil.example', origin: 'http://evil.example' }, true, served) ?? '', /host 'evil\.example'/);
  const long = checkRequestOrigin({ host: 'x'.repeat(500) + '\u00e9' }, false, served) ?? '';
  assert.ok(long.length < 250, 'a long Host is shortened in the answer');
});
