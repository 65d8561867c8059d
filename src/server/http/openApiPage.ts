/**
 * The readable page of the OpenAPI description (GET /api/docs): one static HTML page rendered on the
 * server from the same document, so it works offline and without scripts (no CDN viewer).
 */

type Json = Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pre = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Json): string {
  const roles = (op['x-roles'] as string[] | undefined) ?? [];
  const params = (op.parameters as Json[] | undefined) ?? [];
  const responses = Object.keys((op.responses as Json | undefined) ?? {});
  const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  const paramList = params.map((p) => `<code>${escapeHtml(`${p.name} (${p.in})`)}</code>`).join(' ');
  return [
    `<section class="op" id="${escapeHtml(String(op.operationId))}">`,
    `<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(String(op.description ?? ''))}</p>`,
    `<p><b>Roles:</b> ${roles.length > 0 ? roles.map((r) => `<code>${escapeHtml(r)}</code>`).join(' ') : '—'}</p>`,
    params.length > 0 ? `<p><b>Parameters:</b> ${paramList}</p>` : '',
    body ? `<details><summary>Body (JSON Schema)</summary>${pre(body)}</details>` : '',
    `<p><b>Answers:</b> ${responses.join(', ')}</p>`,
    '</section>',
  ].join('\n');
}

/** The HTML page listing every operation of an OpenAPI document, grouped by tag. */
export function renderOpenApiPage(doc: Json, jsonUrl: string): string {
  const info = doc.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? 'api');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1d2430}
code,pre{font:12px ui-monospace,monospace}pre{background:#f3f5f8;padding:.5rem;overflow:auto}
.op{border-top:1px solid #dde2ea;padding:.25rem 0}.op h3{font-size:14px;margin:.5rem 0}
.m{display:inline-block;min-width:4rem;font:bold 12px monospace}.get{color:#1565c0}.put,.patch{color:#8a5a00}
.post{color:#2e7d32}.delete{color:#c62828}nav a{margin-right:.75rem}
</style></head><body>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a> (OpenAPI 3.1; generate a client from it).</p>
<nav>${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${tags.map((t) => `<h2 id="tag-${escapeHtml(t)}">${escapeHtml(t)}</h2>\n${(byTag.get(t) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}
