#!/usr/bin/env node
// Writes a synthetic OpenAPI 3.0 spec of a given number of operations, for the benchmark (`npm run bench`); with
// --parameters, one operation with that many parameters instead.
//   node scripts/generate-spec.mjs <operations> | --parameters <count> [--out file] [--seed n] [--format json|yaml]
// Deterministic: the same arguments give byte-identical output (a seeded PRNG, no clock, insertion-ordered keys).
// Realistic shape, after what large public specs look like: tags of 20–80 operations, resources with collection and
// item paths, 4–8 parameters of every location and type, JSON request bodies whose schemas are a pool of named
// components referring to each other (objects, arrays, enums, allOf, a few cycles), 2–4 responses with examples.
// JSON by default: JSON.parse is about 20× faster than a YAML parser on a 10,000-operation spec.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NOUNS = ['account', 'address', 'album', 'alert', 'answer', 'article', 'asset', 'badge', 'balance', 'booking', 'bundle', 'calendar', 'campaign', 'card', 'cart', 'category', 'channel', 'charge', 'checkout', 'comment', 'contact', 'contract', 'coupon', 'customer', 'dataset', 'device', 'discount', 'dispute', 'document', 'domain', 'draft', 'episode', 'event', 'export', 'feed', 'file', 'folder', 'friend', 'group', 'image', 'import', 'invoice', 'issue', 'item', 'job', 'label', 'license', 'list', 'location', 'log', 'member', 'message', 'metric', 'movie', 'note', 'notification', 'order', 'organization', 'package', 'page', 'payment', 'payout', 'permission', 'person', 'picture', 'plan', 'platform', 'playlist', 'poll', 'post', 'price', 'product', 'profile', 'project', 'quote', 'rating', 'receipt', 'recommendation', 'refund', 'release', 'report', 'review', 'role', 'rule', 'schedule', 'season', 'secret', 'segment', 'session', 'setting', 'shipment', 'show', 'subscription', 'subtitle', 'tag', 'task', 'team', 'template', 'ticket', 'timeline', 'token', 'topic', 'transfer', 'user', 'video', 'webhook', 'workspace'];
const ADJECTIVES = ['active', 'archived', 'billing', 'default', 'external', 'featured', 'hidden', 'internal', 'legacy', 'linked', 'local', 'pending', 'primary', 'private', 'public', 'recent', 'remote', 'shared', 'scheduled', 'trusted'];
const WORDS = ['the', 'a', 'returns', 'lists', 'each', 'when', 'value', 'request', 'member', 'identifier', 'optional', 'given', 'page', 'number', 'results', 'filter', 'only', 'which', 'created', 'updated', 'after', 'before', 'this', 'field', 'is', 'set', 'to', 'of', 'for', 'by', 'with', 'in', 'order', 'limit', 'object', 'list', 'ignored', 'default', 'current', 'user', 'account', 'token', 'must', 'be', 'an', 'empty', 'string', 'or', 'null', 'and', 'its', 'status', 'every', 'call', 'time', 'zone', 'locale', 'language', 'format'];
const STATUS = ['draft', 'active', 'pending', 'archived', 'deleted', 'failed', 'succeeded', 'canceled'];
const METHODS_COLLECTION = ['get', 'post'];
const METHODS_ITEM = ['get', 'put', 'patch', 'delete'];

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit number (so a seed fully determines the output). */
function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  return { next, int, pick, chance };
}

const pascal = (s) => s.split(/[^a-zA-Z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (s) => { const p = pascal(s); return p[0].toLowerCase() + p.slice(1); };

/** A plain sentence, sometimes with inline Markdown (code, emphasis), as descriptions in real specs have. */
function sentence(rnd, min = 6, max = 16) {
  const words = Array.from({ length: rnd.int(min, max) }, () => rnd.pick(WORDS));
  if (rnd.chance(0.2)) words[rnd.int(0, words.length - 1)] = '`' + rnd.pick(NOUNS) + '_id`';
  if (rnd.chance(0.1)) words[rnd.int(0, words.length - 1)] = '**' + rnd.pick(ADJECTIVES) + '**';
  const text = words.join(' ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}

function paragraph(rnd, sentences) {
  return Array.from({ length: sentences }, () => sentence(rnd)).join(' ');
}

/** The pool of named schemas. Schema i refers only to schemas before it, plus a few back-edges that make cycles. */
function createSchemas(rnd, count) {
  const names = [];
  const used = new Set();
  for (let i = 0; names.length < count; i++) {
    const base = pascal(`${i % 3 === 0 ? rnd.pick(ADJECTIVES) + ' ' : ''}${rnd.pick(NOUNS)}`);
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}${n}`;
    used.add(name);
    names.push(name);
  }
  const schemas = {
    Error: {
      type: 'object',
      description: 'An error, with a machine-readable code and a message for people.',
      required: ['code', 'message'],
      properties: {
        code: { type: 'integer', format: 'int32', description: 'Error code.', example: 4001 },
        message: { type: 'string', description: 'What went wrong.', example: 'The given identifier is unknown.' },
        details: { type: 'array', items: { type: 'string' }, description: 'Further details, one per problem.' },
      },
    },
    Pagination: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, example: 1 },
        per_page: { type: 'integer', minimum: 1, maximum: 100, example: 20 },
        total: { type: 'integer', example: 245 },
      },
    },
  };
  const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
  // Nesting stays as shallow as in real specs (a handful of levels): a schema refers to a recent one only while
  // that one's own nesting is under MAX_LEVEL, else to one of the flat schemas. Without this limit, chains of
  // references grow with the pool and a 10,000-operation spec exceeds the validator's dereference depth.
  const MAX_LEVEL = 5;
  const level = [];
  const flat = [];
  const pickRef = (i) => {
    for (let tries = 0; tries < 4; tries++) {
      const j = rnd.int(Math.max(0, i - 40), i - 1);
      if (level[j] < MAX_LEVEL) return j;
    }
    return flat[rnd.int(0, flat.length - 1)];
  };
  names.forEach((name, i) => {
    level[i] = 0;
    const refTo = (j) => { level[i] = Math.max(level[i], level[j] + 1); return ref(names[j]); };
    const properties = {
      id: { type: 'string', description: `Unique identifier of the ${name}.`, example: `${name.toLowerCase().slice(0, 4)}_${1000 + i}` },
    };
    const propCount = rnd.int(3, 9);
    for (let p = 0; p < propCount; p++) {
      let key = camel(`${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}`).replace(/^./, (c) => c.toLowerCase());
      key = key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
      if (properties[key]) continue;
      const roll = rnd.next();
      if (i > 0 && roll < 0.22) properties[key] = refTo(pickRef(i));
      else if (i > 0 && roll < 0.34) properties[key] = { type: 'array', description: sentence(rnd, 4, 9), items: refTo(pickRef(i)) };
      else if (roll < 0.44) properties[key] = { type: 'string', enum: STATUS.slice(0, rnd.int(2, STATUS.length)), description: sentence(rnd, 4, 9) };
      else if (roll < 0.56) properties[key] = { type: 'integer', format: rnd.pick(['int32', 'int64']), minimum: 0, description: sentence(rnd, 4, 9) };
      else if (roll < 0.64) properties[key] = { type: 'boolean', description: sentence(rnd, 4, 9) };
      else if (roll < 0.72) properties[key] = { type: 'string', format: rnd.pick(['date-time', 'date', 'uri', 'email']), description: sentence(rnd, 4, 9) };
      else if (roll < 0.78) properties[key] = { type: 'object', additionalProperties: { type: 'string' }, description: 'Free-form key-value pairs.' };
      else properties[key] = { type: 'string', description: sentence(rnd, 4, 12), ...(rnd.chance(0.3) ? { nullable: true } : {}) };
    }
    // About 1 in 40 schemas points back to a later one: real specs have cycles (Stripe has 191 back-edges).
    if (i + 1 < count && rnd.chance(0.025)) properties[`related_${names[count - 1 - (i % 7)].toLowerCase()}`] = ref(names[count - 1 - (i % 7)]);
    const object = { type: 'object', description: paragraph(rnd, rnd.int(1, 2)), required: ['id'], properties };
    // allOf: extend an earlier schema, the way "Expanded<X>" schemas are written by hand.
    schemas[name] = i > 3 && rnd.chance(0.15) ? { allOf: [refTo(pickRef(i)), object] } : object;
    if (level[i] === 0) flat.push(i);
  });
  return { schemas, names };
}

/** An example for a schema, following $refs up to a depth (examples of real specs are shallow too). */
function exampleFor(schema, schemas, rnd, depth = 0) {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (depth > 2) return { id: `${name.toLowerCase().slice(0, 4)}_1` };
    return exampleFor(schemas[name], schemas, rnd, depth + 1);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleFor(s, schemas, rnd, depth)));
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      if (!schema.properties) return { key: 'value' };
      const out = {};
      for (const [k, v] of Object.entries(schema.properties)) out[k] = exampleFor(v, schemas, rnd, depth);
      return out;
    }
    case 'array': return depth > 1 ? [] : [exampleFor(schema.items, schemas, rnd, depth + 1)];
    case 'integer': return rnd.int(1, 500);
    case 'number': return Math.round(rnd.next() * 10000) / 100;
    case 'boolean': return rnd.chance(0.5);
    default:
      if (schema.format === 'date-time') return '2024-05-17T09:30:00Z';
      if (schema.format === 'date') return '2024-05-17';
      if (schema.format === 'uri') return 'https://example.com/resource';
      if (schema.format === 'email') return 'someone@example.com';
      return 'string';
  }
}

function queryParameter(rnd, taken) {
  const kinds = [
    () => ({ name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: 'Number of results per page.' }),
    () => ({ name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page of results to return.' }),
    () => ({ name: 'order', schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' }, description: 'Sort order.' }),
    () => ({ name: 'status', schema: { type: 'string', enum: STATUS.slice(0, 4) }, description: sentence(rnd, 4, 10) }),
    () => ({ name: 'expand', schema: { type: 'array', items: { type: 'string' } }, style: 'form', explode: true, description: 'Related objects to include in full.' }),
    () => ({ name: 'include_deleted', schema: { type: 'boolean', default: false }, description: sentence(rnd, 4, 10) }),
    () => ({ name: 'created_after', schema: { type: 'string', format: 'date-time' }, description: sentence(rnd, 4, 10) }),
    () => ({ name: 'locale', schema: { type: 'string', default: 'en', enum: ['en', 'fr', 'de', 'es'] }, description: 'Language of the text fields.' }),
    () => ({ name: `${rnd.pick(NOUNS)}_id`, schema: { type: 'string' }, description: sentence(rnd, 4, 10) }),
    () => ({ name: 'q', schema: { type: 'string', minLength: 2 }, description: 'Text to search for.' }),
  ];
  for (let tries = 0; tries < 20; tries++) {
    const p = rnd.pick(kinds)();
    if (taken.has(p.name)) continue;
    taken.add(p.name);
    return { in: 'query', required: rnd.chance(0.15), ...p };
  }
  return undefined;
}

/** 4–8 parameters: the path's own, then query, header and (rarely) cookie ones. */
function createParameters(rnd, pathParams) {
  const params = pathParams.map((name) => ({ name, in: 'path', required: true, description: `Identifier of the ${name.replace(/_id$/, '')}.`, schema: { type: 'string', pattern: '^[a-z]{4}_[0-9]+$' }, example: 'abcd_1042' }));
  const taken = new Set(pathParams);
  const target = rnd.int(4, 8);
  if (params.length < target && rnd.chance(0.6)) { params.push({ name: 'X-Request-Id', in: 'header', required: false, description: 'An identifier you choose, echoed in the response and the logs.', schema: { type: 'string', format: 'uuid' } }); taken.add('X-Request-Id'); }
  if (params.length < target && rnd.chance(0.15)) { params.push({ name: 'session', in: 'cookie', required: false, description: 'Session cookie of the web app.', schema: { type: 'string' } }); taken.add('session'); }
  while (params.length < target) {
    const p = queryParameter(rnd, taken);
    if (!p) break;
    params.push(p);
  }
  return params;
}

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

function createOperation(rnd, { method, tag, noun, schemaName, isItem, pathParams, operationId, schemas }) {
  const verb = { get: isItem ? 'Retrieve' : 'List', post: 'Create', put: 'Replace', patch: 'Update', delete: 'Delete' }[method];
  const op = {
    tags: [tag],
    operationId,
    summary: `${verb} ${isItem || method === 'post' ? 'a' : 'all'} ${noun.replace(/_/g, ' ')}${isItem || method === 'post' ? '' : 's'}`,
    description: paragraph(rnd, rnd.int(1, 3)) + (rnd.chance(0.2) ? `\n\n${paragraph(rnd, 2)}` : ''),
    parameters: createParameters(rnd, pathParams),
  };
  if (rnd.chance(0.03)) op.deprecated = true;
  const schema = ref(schemaName);
  if (method === 'post' || method === 'put' || method === 'patch') {
    // Half the bodies are the schema itself, half an inline wrapper around it (nested $ref).
    const bodySchema = rnd.chance(0.5) ? schema : {
      type: 'object',
      required: ['data'],
      properties: { data: schema, idempotency_key: { type: 'string', description: 'Retries with the same key do not repeat the change.' }, metadata: { type: 'object', additionalProperties: { type: 'string' } } },
    };
    op.requestBody = { required: true, description: sentence(rnd, 5, 10), content: { 'application/json': { schema: bodySchema, example: exampleFor(bodySchema, schemas, rnd) } } };
  }
  const success = method === 'post' ? '201' : method === 'delete' ? '204' : '200';
  const okSchema = method === 'get' && !isItem
    ? { type: 'object', properties: { data: { type: 'array', items: schema }, pagination: ref('Pagination') } }
    : schema;
  const responses = {};
  responses[success] = success === '204'
    ? { description: 'Deleted; no content.' }
    : { description: sentence(rnd, 4, 10), content: { 'application/json': { schema: okSchema, example: exampleFor(okSchema, schemas, rnd) } } };
  const errors = [['400', 'The request is malformed or a parameter is invalid.'], ['401', 'Missing or invalid credentials.'], ['404', 'No such object.'], ['429', 'Too many requests; retry after the delay in Retry-After.']];
  const errorCount = rnd.int(1, 3);
  for (const [code, text] of errors.slice(0, isItem ? errors.length : 2).slice(0, errorCount)) {
    responses[code] = { description: text, content: { 'application/json': { schema: ref('Error'), example: { code: Number(code) * 10 + 1, message: text } } } };
  }
  op.responses = responses;
  if (rnd.chance(0.1)) op.security = [{ bearerAuth: [] }];
  return op;
}

/** Returns the spec object for `operations` operations (pure, deterministic for a given seed). */
export function generateSpec(operations, seed = 1) {
  const rnd = createRandom(seed * 2654435761 + operations);
  const tagCount = Math.max(3, Math.min(400, Math.round(operations / 40)));
  const schemaCount = Math.max(20, Math.round(operations / 4));
  const { schemas, names } = createSchemas(rnd, schemaCount);
  const tags = [];
  const tagNames = new Set();
  for (let i = 0; tags.length < tagCount; i++) {
    let name = pascal(`${i % 2 ? rnd.pick(ADJECTIVES) + ' ' : ''}${rnd.pick(NOUNS)}s`);
    for (let n = 2; tagNames.has(name); n++) name = `${name.replace(/\d+$/, '')}${n}`;
    tagNames.add(name);
    tags.push({ name, description: paragraph(rnd, rnd.int(1, 2)) });
  }
  const paths = {};
  const ids = new Set();
  let made = 0;
  let resource = 0;
  while (made < operations) {
    // Resources are spread over the tags in order, so each tag is a contiguous block like a real spec's sections.
    const tag = tags[Math.min(tagCount - 1, Math.floor((made / operations) * tagCount))].name;
    const noun = rnd.pick(NOUNS);
    let parent = rnd.chance(0.3) ? rnd.pick(NOUNS) : undefined;
    if (parent === noun) parent = undefined;
    const base = `/v1/${tag.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())}${parent ? `/${parent}s/{${parent}_id}` : ''}/${noun}s`;
    // Same noun twice in a tag: a numbered sibling, since paths must be unique.
    const collectionPath = paths[base] ? `${base}-${resource}` : base;
    const schemaName = names[rnd.int(0, names.length - 1)];
    const groups = [[collectionPath, METHODS_COLLECTION, false], [`${collectionPath}/{${noun}_id}`, METHODS_ITEM, true]];
    for (const [p, methods, isItem] of groups) {
      const pathParams = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const method of methods) {
        if (made >= operations) break;
        if (!rnd.chance(method === 'get' ? 0.95 : 0.7)) continue;
        let operationId = camel(`${method === 'get' && !isItem ? 'list' : method} ${tag} ${noun}${isItem ? '' : 's'}`);
        for (let n = 2; ids.has(operationId); n++) operationId = operationId.replace(/\d*$/, String(n));
        ids.add(operationId);
        (paths[p] ??= {})[method] = createOperation(rnd, { method, tag, noun, schemaName, isItem, pathParams, operationId, schemas });
        made++;
      }
    }
    resource++;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `Synthetic API (${operations} operations)`,
      version: '1.0.0',
      description: `A generated API for benchmarks: ${operations} operations in ${tagCount} tags, ${schemaCount + 2} schemas.\n\n${paragraph(rnd, 3)}`,
    },
    servers: [{ url: 'https://api.example.com', description: 'Production' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your application key.' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A member token.' },
      },
    },
    security: [{ apiKey: [] }],
  };
}

/**
 * Returns a spec whose one operation takes `count` parameters (pure, deterministic for a given seed): the size of
 * a single list is what makes the validator's pairwise checks quadratic (the benchmark's `parameters-10k` row).
 * Every name is distinct, so the spec is valid; locations, types and descriptions vary as createParameters' do.
 */
export function generateParametersSpec(count, seed = 1) {
  const rnd = createRandom(seed * 2654435761 + count);
  const parameters = [];
  for (let i = 0; i < count; i++) {
    const place = rnd.next();
    const where = place < 0.8 ? 'query' : place < 0.95 ? 'header' : 'cookie';
    const base = `${rnd.pick(ADJECTIVES)}_${rnd.pick(NOUNS)}_${i}`;
    const name = where === 'header' ? `X-${pascal(base)}` : base;
    const roll = rnd.next();
    const schema = roll < 0.4 ? { type: 'string' }
      : roll < 0.6 ? { type: 'integer', minimum: 0 }
      : roll < 0.75 ? { type: 'string', enum: STATUS.slice(0, rnd.int(2, STATUS.length)) }
      : roll < 0.85 ? { type: 'boolean', default: false }
      : { type: 'array', items: { type: 'string' } };
    parameters.push({ name, in: where, required: rnd.chance(0.05), description: sentence(rnd, 4, 10), schema });
  }
  return {
    openapi: '3.0.3',
    info: { title: `Synthetic API (one operation, ${count} parameters)`, version: '1.0.0', description: paragraph(rnd, 2) },
    servers: [{ url: 'https://api.example.com', description: 'Production' }],
    paths: {
      '/v1/search': {
        get: {
          operationId: 'search',
          summary: 'Search with every filter',
          description: paragraph(rnd, 2),
          parameters,
          responses: { 200: { description: 'The results.', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } },
        },
      },
    },
  };
}

/** Serialises the spec: JSON (2-space) or YAML via the project's `yaml` package. */
export async function formatSpec(spec, format = 'json') {
  if (format === 'yaml') {
    const YAML = (await import('yaml')).default;
    return YAML.stringify(spec, { aliasDuplicateObjects: false, lineWidth: 0 });
  }
  return JSON.stringify(spec, null, 2) + '\n';
}

function usage(message) {
  process.stderr.write(`${message ? message + '\n' : ''}usage: node scripts/generate-spec.mjs <operations> | --parameters <count> [--out file] [--seed n] [--format json|yaml]\n`);
  process.exit(2);
}

async function runCli(argv) {
  let operations, parameters, out, seed = 1, format;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') out = argv[++i];
    else if (a === '--seed') seed = Number(argv[++i]);
    else if (a === '--format') format = argv[++i];
    else if (a === '--parameters') parameters = Number(argv[++i]);
    else if (a === '--help' || a === '-h') usage();
    else if (operations === undefined) operations = Number(a);
    else usage(`unexpected argument: ${a}`);
  }
  if (parameters !== undefined) {
    if (!Number.isInteger(parameters) || parameters < 1) usage('--parameters must be a positive integer');
    if (operations !== undefined) usage('give <operations> or --parameters, not both');
  } else if (!Number.isInteger(operations) || operations < 1) usage('<operations> must be a positive integer');
  if (!Number.isInteger(seed)) usage('--seed must be an integer');
  format ??= out && /\.ya?ml$/i.test(out) ? 'yaml' : 'json';
  if (format !== 'json' && format !== 'yaml') usage('--format must be json or yaml');
  const text = await formatSpec(parameters !== undefined ? generateParametersSpec(parameters, seed) : generateSpec(operations, seed), format);
  if (out) {
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, text);
  } else process.stdout.write(text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runCli(process.argv.slice(2));
}
