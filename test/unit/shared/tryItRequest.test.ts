// The request builder the server (curl preview) and the browser (preview and send) share, and its curl command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { basicCredential, buildRequest, formPairs, type RequestInput } from '../../../src/shared/tryIt/buildRequest.js';
import { toCurl } from '../../../src/shared/tryIt/toCurl.js';

const base: RequestInput = { method: 'get', serverUrl: 'https://api.example.com/v1/', path: '/pets/{id}', params: [], credentials: [] };

test('path parameters are percent-encoded; query arrays follow style and explode; empty values are left out', () => {
  const request = buildRequest({
    ...base,
    params: [
      { name: 'id', in: 'path', values: ['a/b c'] },
      { name: 'tag', in: 'query', array: true, values: ['x', '', 'y z'] },
      { name: 'ids', in: 'query', array: true, explode: false, values: ['1', '2'] },
      { name: 'sp', in: 'query', array: true, style: 'spaceDelimited', explode: false, values: ['a', 'b'] },
      { name: 'pipe', in: 'query', array: true, style: 'pipeDelimited', explode: false, values: ['a', 'b'] },
      { name: 'empty', in: 'query', values: [''] },
      { name: 'X-Trace', in: 'header', values: [''] },
      { name: 'X-List', in: 'header', array: true, values: ['a', 'b'] },
    ],
  });
  assert.equal(request.method, 'GET');
  assert.equal(request.url, 'https://api.example.com/v1/pets/a%2Fb%20c?tag=x&tag=y%20z&ids=1,2&sp=a%20b&pipe=a|b');
  assert.deepEqual(request.headers, [['X-List', 'a,b']]);
});

test('an object typed one field per property is sent without its empty properties, and not at all when all are empty; JSON objects follow the style', () => {
  const url = (params: RequestInput['params']) => buildRequest({ ...base, serverUrl: 'http://h', path: '/p', params }).url;
  assert.equal(url([
    { name: 'filter', in: 'query', style: 'deepObject', values: [], properties: [['status', 'open'], ['limit', ''], ['owner name', 'Ines & co']] },
    { name: 'page', in: 'query', values: [], properties: [['number', ''], ['size', '']] },
    { name: 'range', in: 'query', values: [], properties: [['from', '1'], ['to', '9']] },
  ]), 'http://h/p?filter%5Bstatus%5D=open&filter%5Bowner%20name%5D=Ines%20%26%20co&from=1&to=9');
  assert.equal(url([
    { name: 'meta', in: 'query', style: 'deepObject', json: true, values: ['{"a": 1, "b": {"c": true}}'] },
    { name: 'point', in: 'query', explode: false, json: true, values: ['{"x": 1, "y": 2}'] },
    { name: 'raw', in: 'query', json: true, values: ['{not json'] },
  ]), 'http://h/p?meta%5Ba%5D=1&meta%5Bb%5D=%7B%22c%22%3Atrue%7D&point=x,1,y,2&raw=%7Bnot%20json');
});

test('label and matrix path styles; an unfilled path parameter stays a placeholder', () => {
  const path = (style: string, explode: boolean) =>
    buildRequest({ ...base, serverUrl: 'http://h', path: '/p/{id}', params: [{ name: 'id', in: 'path', style, explode, array: true, values: ['1', '2'] }] }).url;
  assert.equal(path('label', false), 'http://h/p/.1,2');
  assert.equal(path('label', true), 'http://h/p/.1.2');
  assert.equal(path('matrix', false), 'http://h/p/;id=1,2');
  assert.equal(path('matrix', true), 'http://h/p/;id=1;id=2');
  assert.equal(buildRequest({ ...base, serverUrl: 'http://h' }).url, 'http://h/pets/{id}');
});

test('credentials: header, query (in the request URL) and cookie; empty ones are not sent', () => {
  const request = buildRequest({
    ...base,
    params: [{ name: 'id', in: 'path', values: ['1'] }, { name: 'session', in: 'cookie', values: ['s1'] }],
    credentials: [
      { in: 'header', name: 'Authorization', value: 'Bearer t' },
      { in: 'query', name: 'api_key', value: 'k&1' },
      { in: 'cookie', name: 'sid', value: 'c' },
      { in: 'header', name: 'X-Empty', value: '' },
    ],
  });
  assert.equal(request.url, 'https://api.example.com/v1/pets/1?api_key=k%261');
  assert.deepEqual(request.headers, [['Authorization', 'Bearer t']]);
  assert.deepEqual(request.cookies, [['session', 's1'], ['sid', 'c']]);
  assert.equal(basicCredential('ä', 'p:w'), `Basic ${Buffer.from('ä:p:w').toString('base64')}`);
  assert.equal(basicCredential('', ''), '');
});

test('cookie arrays are form cookies: one pair per item by default, comma-joined with explode false', () => {
  const request = buildRequest({
    ...base,
    params: [
      { name: 'id', in: 'path', values: ['1'] },
      { name: 'seen', in: 'cookie', array: true, values: ['a', 'b'] },
      { name: 'pick', in: 'cookie', array: true, explode: false, values: ['c', 'd'] },
    ],
  });
  assert.deepEqual(request.cookies, [['seen', 'a'], ['seen', 'b'], ['pick', 'c,d']]);
});

test('form bodies: bracket notation, deepObject arrays numbered, repeated or comma-joined arrays; spaces as +', () => {
  const fields = [
    { name: 'amount', values: ['500'] },
    { name: 'card[exp_month]', values: ['12'] },
    { name: 'expand', array: true, style: 'deepObject', values: ['a', 'b'] },
    { name: 'tags', array: true, values: ['x', 'y'] },
    { name: 'csv', array: true, explode: false, values: ['1', '2'] },
    { name: 'note', values: ["it's (ok) ~ fine"] },
    { name: 'unset', values: [''] },
  ];
  const request = buildRequest({ ...base, method: 'post', path: '/c', body: { kind: 'urlencoded', contentType: 'application/x-www-form-urlencoded', fields } });
  assert.equal(request.body?.kind === 'text' && request.body.text,
    'amount=500&card%5Bexp_month%5D=12&expand%5B0%5D=a&expand%5B1%5D=b&tags=x&tags=y&csv=1%2C2&note=it%27s+%28ok%29+%7E+fine');
  // The same text URLSearchParams writes: what a server's form parser reads back.
  assert.deepEqual([...new URLSearchParams(request.body?.kind === 'text' ? request.body.text : '')].find(([n]) => n === 'note'), ['note', "it's (ok) ~ fine"]);
  assert.deepEqual(formPairs([{ name: 'photo', values: ['a.png'], file: true }]), [{ name: 'photo', value: 'a.png', file: true }]);
});

test('curl: method, real URL, headers, cookies, body quoted for the shell; multipart text never read as a file', () => {
  const json = buildRequest({ ...base, method: 'post', path: '/pets', body: { kind: 'text', contentType: 'application/json', text: `{"name": "O'Brien"}` }, credentials: [{ in: 'cookie', name: 'a', value: 'b' }] });
  assert.equal(toCurl(json), [
    'curl --request POST',
    "--url 'https://api.example.com/v1/pets'",
    "--header 'Content-Type: application/json'",
    "--cookie 'a=b'",
    `--data-raw '{"name": "O'\\''Brien"}'`,
  ].join(' \\\n  '));
  const multipart = buildRequest({ ...base, method: 'post', path: '/up', body: { kind: 'multipart', contentType: 'multipart/form-data', fields: [{ name: 'caption', values: ['@etc/passwd'] }, { name: 'photo', values: ['rex.png'], file: true }] } });
  assert.deepEqual(multipart.headers, [], 'the sender sets the multipart Content-Type with its boundary');
  assert.match(toCurl(multipart), /--form-string 'caption=@etc\/passwd' \\\n {2}--form 'photo=@rex.png'$/);
});

test('a deepObject object field typed as JSON is sent as one bracketed pair per leaf; other text as typed', () => {
  assert.deepEqual(formPairs([{ name: 'metadata', values: ['{"order_id": "6735", "nested": {"a": 1, "list": [true, null]}}'], style: 'deepObject' }]), [
    { name: 'metadata[order_id]', value: '6735' },
    { name: 'metadata[nested][a]', value: '1' },
    { name: 'metadata[nested][list][0]', value: 'true' },
    { name: 'metadata[nested][list][1]', value: '' },
  ]);
  assert.deepEqual(formPairs([{ name: 'metadata', values: ['not json'], style: 'deepObject' }]), [{ name: 'metadata', value: 'not json' }]);
  assert.deepEqual(formPairs([{ name: 'metadata', values: ['[1]'], style: 'deepObject' }]), [{ name: 'metadata', value: '[1]' }]);
});
