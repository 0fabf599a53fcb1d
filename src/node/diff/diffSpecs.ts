// What changed between two versions of an API: operations, their parameters, request and response bodies (field by
// field, as schemaFields flattens them), webhooks, their payloads and responses, and security schemes, each change sorted into breaking, addition,
// deprecation or other change from the point of view of a client written against the older version.
// Pure: two dereferenced OpenAPI 3 documents in, a list of changes out (`docgen diff` prints it; pages can render it).
import { enumValuesRemoved, rootField, schemaFields, typesNoLongerAccepted, type Direction, type SchemaField } from './schemaFields.js';

export type ChangeLevel = 'breaking' | 'addition' | 'deprecation' | 'change';

export interface SpecChange {
  level: ChangeLevel;
  /** Stable name of the kind of change, e.g. `parameter-removed`. */
  kind: string;
  /** One sentence; identifiers in backticks. */
  message: string;
  /** `GET /shows/display`, as written in the newer version when the operation is in both. */
  operation?: string;
  operationId?: string;
  /** JSON pointers to what changed in the older and the newer document (absent on the side where it does not exist). */
  before?: string;
  after?: string;
  /** For a body field: its dotted path (`user.address.city`). */
  field?: string;
}

/** The order in which changes are listed: what breaks clients first. */
export const changeLevels: ChangeLevel[] = ['breaking', 'addition', 'deprecation', 'change'];

type Doc = Record<string, any>;

interface OperationEntry {
  method: string;
  path: string;
  label: string;
  pointer: string;
  operation: Doc;
  parameters: Map<string, { parameter: Doc; pointer: string }>;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** The changes from `before` to `after`, breaking ones first. */
export function diffSpecs(before: Doc, after: Doc): SpecChange[] {
  const changes: SpecChange[] = [];
  const oldOperations = listOperations(before);
  const newOperations = listOperations(after);
  const removed: OperationEntry[] = [];
  for (const [key, old] of oldOperations) {
    const current = newOperations.get(key);
    if (current) diffOperation(old, current, changes);
    else removed.push(old);
  }
  const added = [...newOperations].filter(([key]) => !oldOperations.has(key)).map(([, entry]) => entry);
  for (const old of removed) {
    const id = old.operation.operationId;
    const moved = typeof id === 'string' ? added.find((entry) => entry.operation.operationId === id) : undefined;
    if (moved) {
      added.splice(added.indexOf(moved), 1);
      changes.push({ level: 'breaking', kind: 'operation-moved', message: `\`${old.label}\` moved to \`${moved.label}\``, ...at(old, moved), operation: moved.label });
      diffOperation(old, moved, changes);
    } else {
      changes.push({ level: 'breaking', kind: 'operation-removed', message: `Operation \`${old.label}\` was removed`, ...at(old, undefined) });
    }
  }
  for (const entry of added) {
    changes.push({ level: 'addition', kind: 'operation-added', message: `New operation \`${entry.label}\``, ...at(undefined, entry) });
  }
  diffWebhooks(before, after, changes);
  diffSecuritySchemes(before, after, changes);
  return sortChanges(changes);
}

/**
 * Webhooks (3.1 `webhooks`, `x-webhooks`): requests the API sends to its clients. A client relies on receiving them
 * and on what their payload holds, as on a response: a removed webhook or payload field breaks it, a new one does not.
 */
function diffWebhooks(before: Doc, after: Doc, changes: SpecChange[]): void {
  const oldHooks = listWebhooks(before);
  const newHooks = listWebhooks(after);
  for (const [key, old] of oldHooks) {
    const current = newHooks.get(key);
    if (!current) { changes.push({ level: 'breaking', kind: 'webhook-removed', message: `Webhook \`${old.label}\` was removed`, ...at(old, undefined) }); continue; }
    const push: Push = (level, kind, message, extra = {}) => changes.push({ level, kind, message, ...at(old, current), ...extra });
    if (old.operation.deprecated !== true && current.operation.deprecated === true) push('deprecation', 'webhook-deprecated', `Webhook \`${current.label}\` is deprecated`);
    const oldContent = contentOf(old.operation.requestBody as Doc | undefined);
    const newContent = contentOf(current.operation.requestBody as Doc | undefined);
    for (const type of Object.keys(oldContent ?? {})) {
      if (!newContent || !(type in newContent)) push('breaking', 'payload-media-type-removed', `The payload is no longer sent as \`${type}\``);
    }
    const type = sharedMediaType(oldContent, newContent);
    if (type) {
      const pointers = { before: `${old.pointer}/requestBody/content/${escapePointer(type)}/schema`, after: `${current.pointer}/requestBody/content/${escapePointer(type)}/schema` };
      diffBodyFields(oldContent![type]?.schema, newContent![type]?.schema, 'response', 'Payload', push, pointers);
    }
    diffResponses(old, current, push, webhookResponses);
  }
  for (const [key, entry] of newHooks) {
    if (!oldHooks.has(key)) changes.push({ level: 'addition', kind: 'webhook-added', message: `New webhook \`${entry.label}\``, ...at(undefined, entry) });
  }
}

function listWebhooks(document: Doc): Map<string, OperationEntry> {
  const hooks = new Map<string, OperationEntry>();
  for (const field of ['webhooks', 'x-webhooks']) {
    const items = document[field] && typeof document[field] === 'object' ? (document[field] as Record<string, Doc>) : {};
    for (const [name, item] of Object.entries(items)) {
      if (!item || typeof item !== 'object') continue;
      for (const method of methods) {
        const operation = item[method];
        if (!operation || typeof operation !== 'object' || hooks.has(`${method} ${name}`)) continue;
        const label = `${name} (${method.toUpperCase()})`;
        hooks.set(`${method} ${name}`, { method, path: name, label, pointer: `/${field}/${escapePointer(name)}/${method}`, operation, parameters: new Map() });
      }
    }
  }
  return hooks;
}

function at(old: OperationEntry | undefined, current: OperationEntry | undefined): Partial<SpecChange> {
  const entry = current ?? old!;
  const id = entry.operation.operationId;
  return { operation: entry.label, ...(typeof id === 'string' && { operationId: id }), before: old?.pointer, after: current?.pointer };
}

function sortChanges(changes: SpecChange[]): SpecChange[] {
  const rank = (c: SpecChange) => changeLevels.indexOf(c.level);
  // Stable: within a level, operations in the order of the spec, and each operation's changes as found.
  return changes.map((change, index) => ({ change, index })).sort((a, b) => rank(a.change) - rank(b.change) || a.index - b.index).map((x) => x.change);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `/users/{id}` and `/users/{userId}` are one endpoint: operations are matched with their path's variables blanked. */
function endpointKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

function listOperations(document: Doc): Map<string, OperationEntry> {
  const operations = new Map<string, OperationEntry>();
  const paths = document.paths && typeof document.paths === 'object' ? document.paths : {};
  for (const [path, item] of Object.entries(paths as Record<string, Doc>)) {
    if (!item || typeof item !== 'object') continue;
    for (const method of methods) {
      const operation = item[method];
      if (!operation || typeof operation !== 'object') continue;
      const pointer = `/paths/${escapePointer(path)}/${method}`;
      const parameters = new Map<string, { parameter: Doc; pointer: string }>();
      // Path-level parameters first: the operation's own override them (OpenAPI's rule).
      for (const [list, base] of [[item.parameters, `/paths/${escapePointer(path)}/parameters`], [operation.parameters, `${pointer}/parameters`]] as const) {
        if (!Array.isArray(list)) continue;
        list.forEach((parameter: Doc, i: number) => {
          if (parameter && typeof parameter.name === 'string' && typeof parameter.in === 'string') parameters.set(`${parameter.in}:${parameter.name}`, { parameter, pointer: `${base}/${i}` });
        });
      }
      operations.set(endpointKey(method, path), { method, path, label: `${method.toUpperCase()} ${path}`, pointer, operation, parameters });
    }
  }
  return operations;
}

function diffOperation(old: OperationEntry, current: OperationEntry, changes: SpecChange[]) {
  const where = at(old, current);
  const push = (level: ChangeLevel, kind: string, message: string, extra: Partial<SpecChange> = {}) => changes.push({ level, kind, message, ...where, ...extra });
  if (old.operation.deprecated !== true && current.operation.deprecated === true) push('deprecation', 'operation-deprecated', `\`${current.label}\` is deprecated`);
  const renames = pathVariableRenames(old.path, current.path);
  if (old.path !== current.path && endpointKey(old.method, old.path) === endpointKey(current.method, current.path)) push('change', 'path-variable-renamed', `Path \`${old.path}\` is now written \`${current.path}\``);
  diffParameters(old, current, renames, push);
  diffRequestBody(old, current, push);
  diffResponses(old, current, push);
}

type Push = (level: ChangeLevel, kind: string, message: string, extra?: Partial<SpecChange>) => void;

/** Old path variable name → new one, by position: `/users/{id}` → `/users/{userId}` maps id to userId. */
function pathVariableRenames(oldPath: string, newPath: string): Map<string, string> {
  const names = (p: string) => [...p.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const oldNames = names(oldPath);
  const newNames = names(newPath);
  return new Map(oldNames.map((name, i) => [name, newNames[i] ?? name]));
}

function parameterSchema(parameter: Doc): unknown {
  if (parameter.schema) return parameter.schema;
  // A parameter described by `content` has one media type whose schema it is.
  const content = parameter.content && typeof parameter.content === 'object' ? Object.values(parameter.content)[0] : undefined;
  return (content as Doc | undefined)?.schema;
}

function diffParameters(old: OperationEntry, current: OperationEntry, renames: Map<string, string>, push: Push) {
  const renamed = (key: string) => {
    const [location, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    return location === 'path' && renames.has(name) ? `path:${renames.get(name)}` : key;
  };
  const oldKeys = new Map([...old.parameters.keys()].map((key) => [renamed(key), key]));
  for (const [key, { parameter, pointer }] of old.parameters) {
    if (!current.parameters.has(renamed(key))) push('breaking', 'parameter-removed', `${parameter.in} parameter \`${parameter.name}\` was removed`, { before: pointer });
  }
  for (const [key, { parameter, pointer }] of current.parameters) {
    const oldKey = oldKeys.get(key);
    const label = `${parameter.in} parameter \`${parameter.name}\``;
    if (oldKey === undefined) {
      if (parameter.required === true) push('breaking', 'parameter-added-required', `New required ${label}`, { after: pointer });
      else push('addition', 'parameter-added', `New optional ${label}`, { after: pointer });
      continue;
    }
    const was = old.parameters.get(oldKey)!;
    const extra = { before: was.pointer, after: pointer };
    if (was.parameter.required !== true && parameter.required === true) push('breaking', 'parameter-now-required', `${capitalise(label)} is now required`, extra);
    if (was.parameter.deprecated !== true && parameter.deprecated === true) push('deprecation', 'parameter-deprecated', `${capitalise(label)} is deprecated`, extra);
    const before = rootField(parameterSchema(was.parameter));
    const after = rootField(parameterSchema(parameter));
    compareValues(before, after, 'request', capitalise(label), 'parameter', push, extra);
  }
}

/** Types and enums of one value (a parameter, a body, a field), judged for the direction it travels in. */
function compareValues(before: SchemaField, after: SchemaField, direction: Direction, label: string, kindPrefix: string, push: Push, extra: Partial<SpecChange>) {
  if (direction === 'request') {
    // A client sends what the old version accepted: anything the new one refuses breaks it.
    const lost = typesNoLongerAccepted(before.types, after.types);
    if (lost.length) push('breaking', `${kindPrefix}-type-narrowed`, `${label} no longer accepts ${lost.join(', ')} (now ${typeList(after.types)})`, extra);
    const values = enumValuesRemoved(before.enumValues, after.enumValues);
    if (values.length) push('breaking', `${kindPrefix}-enum-narrowed`, `${label} no longer accepts ${values.join(', ')}`, extra);
    const gained = enumValuesRemoved(after.enumValues, before.enumValues).filter((v) => v !== 'any other value');
    if (gained.length && before.enumValues) push('addition', `${kindPrefix}-enum-extended`, `${label} also accepts ${gained.join(', ')}`, extra);
  } else {
    // A client reads what the old version returned: anything new that the old one never sent may break it.
    const unexpected = typesNoLongerAccepted(after.types, before.types);
    if (unexpected.length) push('breaking', `${kindPrefix}-type-changed`, `${label} can now be ${unexpected.join(', ')} (was ${typeList(before.types)})`, extra);
    const values = enumValuesRemoved(after.enumValues, before.enumValues).filter((v) => v !== 'any other value');
    if (values.length && before.enumValues) push('change', `${kindPrefix}-enum-extended`, `${label} can now be ${values.join(', ')}`, extra);
  }
}

function typeList(types: string[]): string {
  return types.length ? types.join(' or ') : 'any type';
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The media type whose schema is compared: JSON first, else the first one both versions have. */
function sharedMediaType(before: Doc | undefined, after: Doc | undefined): string | undefined {
  const shared = Object.keys(before ?? {}).filter((type) => after && type in after);
  return shared.find((type) => /\bjson\b/i.test(type)) ?? shared[0];
}

function contentOf(holder: Doc | undefined): Doc | undefined {
  return holder && holder.content && typeof holder.content === 'object' ? holder.content : undefined;
}

function diffRequestBody(old: OperationEntry, current: OperationEntry, push: Push) {
  const before = old.operation.requestBody as Doc | undefined;
  const after = current.operation.requestBody as Doc | undefined;
  const extra = { before: before && `${old.pointer}/requestBody`, after: after && `${current.pointer}/requestBody` };
  if (!before && !after) return;
  if (!before) {
    if (after!.required === true) push('breaking', 'request-body-added-required', 'A request body is now required', extra);
    else push('addition', 'request-body-added', 'New optional request body', extra);
    return;
  }
  if (!after) { push('change', 'request-body-removed', 'The request body was removed', extra); return; }
  if (before.required !== true && after.required === true) push('breaking', 'request-body-now-required', 'The request body is now required', extra);
  const oldContent = contentOf(before);
  const newContent = contentOf(after);
  for (const type of Object.keys(oldContent ?? {})) {
    if (!newContent || !(type in newContent)) push('breaking', 'request-media-type-removed', `The request body is no longer accepted as \`${type}\``, extra);
  }
  for (const type of Object.keys(newContent ?? {})) {
    if (!oldContent || !(type in oldContent)) push('addition', 'request-media-type-added', `The request body is also accepted as \`${type}\``, extra);
  }
  const type = sharedMediaType(oldContent, newContent);
  if (type) {
    const pointers = { before: `${old.pointer}/requestBody/content/${escapePointer(type)}/schema`, after: `${current.pointer}/requestBody/content/${escapePointer(type)}/schema` };
    diffBodyFields(oldContent![type]?.schema, newContent![type]?.schema, 'request', 'Request body', push, pointers);
  }
}

/**
 * Who writes the responses, and so how their changes are judged: an operation's responses are read by the client;
 * a webhook's are written by the client's endpoint and read by the API, so they are judged as a request is (a new
 * required property breaks the client's endpoint, a property dropped from the schema does not). Kinds of change on a
 * webhook's responses start with `webhook-response` so that a program reading the JSON can tell them apart.
 */
interface ResponseSide { direction: Direction; kind: string; verb: string }
const operationResponses: ResponseSide = { direction: 'response', kind: 'response', verb: 'sent' };
const webhookResponses: ResponseSide = { direction: 'request', kind: 'webhook-response', verb: 'accepted' };

function diffResponses(old: OperationEntry, current: OperationEntry, push: Push, side = operationResponses) {
  const before = (old.operation.responses ?? {}) as Doc;
  const after = (current.operation.responses ?? {}) as Doc;
  for (const status of Object.keys(before)) {
    const pointer = `${old.pointer}/responses/${escapePointer(status)}`;
    if (!(status in after)) {
      // A success the client relied on (or, for a webhook, answers with) is gone; a documented error that no longer
      // happens breaks nobody.
      if (/^2/.test(status)) push('breaking', `${side.kind}-removed`, `Response \`${status}\` was removed`, { before: pointer, after: undefined });
      else push('change', `${side.kind}-removed`, `Response \`${status}\` is no longer documented`, { before: pointer, after: undefined });
    }
  }
  for (const status of Object.keys(after)) {
    const pointer = `${current.pointer}/responses/${escapePointer(status)}`;
    if (!(status in before)) { push('addition', `${side.kind}-added`, `New response \`${status}\``, { before: undefined, after: pointer }); continue; }
    const oldContent = contentOf(before[status]);
    const newContent = contentOf(after[status]);
    const extra = { before: `${old.pointer}/responses/${escapePointer(status)}`, after: pointer };
    for (const type of Object.keys(oldContent ?? {})) {
      if (!newContent || !(type in newContent)) push('breaking', `${side.kind}-media-type-removed`, `Response \`${status}\` is no longer ${side.verb} as \`${type}\``, extra);
    }
    const type = sharedMediaType(oldContent, newContent);
    if (!type) continue;
    const pointers = { before: `${extra.before}/content/${escapePointer(type)}/schema`, after: `${pointer}/content/${escapePointer(type)}/schema` };
    diffBodyFields(oldContent![type]?.schema, newContent![type]?.schema, side.direction, `Response \`${status}\``, push, pointers, side.kind);
  }
}

/** The path of the field that holds `path`: `a.b` → `a`, `items[]` → `items`, a top-level field → ''. */
function parentPath(path: string): string {
  if (path.endsWith('[]')) return path.slice(0, -2);
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(0, dot);
}

/** Whether a field or one of its ancestors is in `set`: only the topmost added or removed field is reported. */
function underAny(path: string, set: ReadonlyMap<string, SchemaField>): boolean {
  for (let p = parentPath(path); p; p = parentPath(p)) if (set.has(p)) return true;
  return false;
}

/** `kind` names the body in the kinds of change (`request`, `response`, `webhook-response`); it defaults to the direction. */
function diffBodyFields(beforeSchema: unknown, afterSchema: unknown, direction: Direction, label: string, push: Push, pointers: { before: string; after: string }, kind: string = direction) {
  compareValues(rootField(beforeSchema), rootField(afterSchema), direction, label, `${kind}-body`, push, pointers);
  const before = schemaFields(beforeSchema, direction);
  const after = schemaFields(afterSchema, direction);
  const removed = new Map([...before].filter(([path]) => !after.has(path)));
  const added = new Map([...after].filter(([path]) => !before.has(path)));
  const where = (path: string) => ({ ...pointers, field: path });
  for (const [path] of removed) {
    if (underAny(path, removed)) continue;
    if (direction === 'response') push('breaking', `${kind}-property-removed`, `${label}: property \`${path}\` was removed`, where(path));
    else push('change', `${kind}-property-removed`, `${label}: property \`${path}\` is no longer documented`, where(path));
  }
  for (const [path, field] of added) {
    if (underAny(path, added)) continue;
    // A required field inside an optional object that the client does not send is not required of it: only when
    // every object on the way to it already exists and is required does the new field break old requests.
    if (direction === 'request' && field.required && requiredAllTheWay(path, before)) push('breaking', `${kind}-property-added-required`, `${label}: new required property \`${path}\``, where(path));
    else push('addition', `${kind}-property-added`, `${label}: new property \`${path}\``, where(path));
  }
  for (const [path, field] of after) {
    const was = before.get(path);
    if (!was) continue;
    const name = `${label}: property \`${path}\``;
    if (direction === 'request' && !was.required && field.required && requiredAllTheWay(path, before)) push('breaking', `${kind}-property-now-required`, `${name} is now required`, where(path));
    if (direction === 'response' && was.required && !field.required) push('change', `${kind}-property-now-optional`, `${name} may now be absent`, where(path));
    if (!was.deprecated && field.deprecated) push('deprecation', `${kind}-property-deprecated`, `${name} is deprecated`, where(path));
    compareValues(was, field, direction, name, `${kind}-property`, push, where(path));
  }
}

/** Whether every field above `path` (in the older version) is required, so a client always sends it. */
function requiredAllTheWay(path: string, fields: ReadonlyMap<string, SchemaField>): boolean {
  for (let p = parentPath(path); p; p = parentPath(p)) {
    if (p.endsWith('[]')) continue; // an array's items are there whenever the array is
    const field = fields.get(p);
    if (!field || !field.required) return false;
  }
  return true;
}

function diffSecuritySchemes(before: Doc, after: Doc, changes: SpecChange[]) {
  const schemes = (doc: Doc) => (doc.components?.securitySchemes && typeof doc.components.securitySchemes === 'object' ? doc.components.securitySchemes as Doc : {});
  const oldSchemes = schemes(before);
  const newSchemes = schemes(after);
  for (const name of Object.keys(oldSchemes)) {
    if (!(name in newSchemes)) changes.push({ level: 'breaking', kind: 'security-scheme-removed', message: `Authentication scheme \`${name}\` was removed`, before: `/components/securitySchemes/${escapePointer(name)}` });
  }
  for (const name of Object.keys(newSchemes)) {
    if (!(name in oldSchemes)) changes.push({ level: 'addition', kind: 'security-scheme-added', message: `New authentication scheme \`${name}\``, after: `/components/securitySchemes/${escapePointer(name)}` });
    else if (oldSchemes[name]?.deprecated !== true && newSchemes[name]?.deprecated === true) changes.push({ level: 'deprecation', kind: 'security-scheme-deprecated', message: `Authentication scheme \`${name}\` is deprecated`, before: `/components/securitySchemes/${escapePointer(name)}`, after: `/components/securitySchemes/${escapePointer(name)}` });
  }
}
