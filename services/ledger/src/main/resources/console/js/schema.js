// Reading the OpenAPI 3.1 document (GET /openapi.json) the command forms are generated from: which commands there
// are, and what each field of each is, so a new command needs no page code (issue 14).

export function deref(doc, schema) {
  let s = schema || {};
  for (let i = 0; i < 10 && s.$ref; i += 1) {
    s = doc.components.schemas[s.$ref.split('/').pop()] || {};
  }
  return s;
}

/** The schema without its "or null": anyOf [X, null] → X; type [t, "null"] → t. */
export function unwrap(doc, schema) {
  let s = deref(doc, schema);
  if (s.anyOf) {
    const real = s.anyOf.filter((x) => x.type !== 'null');
    if (real.length === 1) s = { ...deref(doc, real[0]), description: s.description || deref(doc, real[0]).description };
  }
  if (Array.isArray(s.type)) {
    const t = s.type.filter((x) => x !== 'null');
    s = { ...s, type: t.length === 1 ? t[0] : t };
  }
  return s;
}

/** Every command a client may send: [{key, type, label, schema}], from the commands operation's request body. */
export function commands(doc) {
  const op = doc.paths['/encounters/{id}/commands'].post;
  const top = op.requestBody.content['application/json'].schema;
  const out = [];
  const walk = (schema) => {
    const s = deref(doc, schema);
    if (s.oneOf) { s.oneOf.forEach(walk); return; }
    const name = schema.$ref ? schema.$ref.split('/').pop() : 'command';
    const type = s.properties && s.properties.type && s.properties.type.const;
    if (!type) return;
    out.push({ key: name, type, label: name === type ? type : `${type} (${name.replace(type, '').replace(/([A-Z])/g, ' $1').trim().toLowerCase()})`, schema: s });
  };
  walk(top);
  return out;
}

/** Whether a schema is a list of grid cells ({x, y}). */
export function isCells(doc, s) {
  if (s.type !== 'array' || !s.items) return false;
  const item = deref(doc, s.items);
  return item.type === 'object' && item.properties && item.properties.x && item.properties.y;
}
