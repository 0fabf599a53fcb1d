// compileGrammar runs every regex of a Prism grammar once before the grammar's first use (highlight.ts): the
// highlighting must be exactly Prism's own, on grammars that nothing in this process has used before. Its own file,
// so that no other test has highlighted first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { refractor } from 'refractor/core';
import { compileGrammar, highlightToHtml, resolveLanguage } from '../../../src/node/content/highlight.js';
import { highlightWithPrism } from '../../../src/node/openapi/highlightCode.js';

// One snippet per registered language, with its strings, comments, keywords and nested grammars; and a character
// beyond Latin-1 in some (a two-byte subject).
const snippets: Record<string, string> = {
  markup: '<!DOCTYPE html>\n<div class="a" data-x=\'1\'><!-- note -->\n  <script>const a = "b";</script>\n  <style>p { color: red; }</style>\n  café &amp; ✓\n</div>',
  markdown: '# Title\n\nSome *em* and **strong**, `code`, [a link](https://example.com "t").\n\n```js\nconst a = 1;\n```\n\n> quote\n\n- item\n1. one\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  clike: 'if (a && b) { return f(1, "two"); } /* c */ // d',
  css: '@media (max-width: 600px) {\n  .a > b::before { content: "x"; color: #fff !important; margin: 0 auto; }\n}\n/* comment */',
  javascript: "import fs from 'node:fs';\n// comment ✓\nconst re = /ab+c/gi;\nasync function f(a = 1) { return `t ${a}` + await g?.(a) ?? null; }\nclass A extends B { #x = 0x1f; }",
  bash: '#!/bin/bash\ncurl --request POST \\\n  --url "https://api.example.com/v1/a?b=1" \\\n  --header \'Accept: application/json\' \\\n  --data \'{"a":1}\'\nexport PATH=$HOME/bin:$PATH; echo "${USER:-x}" | grep -i x && exit 0 # done',
  csharp: 'using System.Net.Http;\nvar client = new HttpClient();\nvar request = new HttpRequestMessage\n{\n    Method = HttpMethod.Post,\n    RequestUri = new Uri("https://api.example.com/v1/a"),\n    Headers = { { "Accept", "application/json" } },\n};\nusing (var response = await client.SendAsync(request)) { response.EnsureSuccessStatusCode(); }\n[Obsolete] public class A<T> : IB where T : class { int? x = null; }',
  diff: '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-old\n+new\n context',
  go: 'package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\turl := "https://api.example.com/v1/a"\n\treq, _ := http.NewRequest("GET", url, nil)\n\tres, _ := http.DefaultClient.Do(req)\n\tdefer res.Body.Close()\n\tfmt.Println(res) // ✓\n}',
  http: 'POST /v1/a HTTP/1.1\nHost: api.example.com\nContent-Type: application/json\n\n{"a": 1}',
  java: 'HttpResponse<String> response = Unirest.post("https://api.example.com/v1/a")\n  .header("Accept", "application/json")\n  .body("{\\"a\\":1}")\n  .asString();\n@Override public static final int X = 0b1010; /** doc */',
  json: '{\n  "a": [1, -2.5e3, true, null],\n  "b": { "c": "d ✓" }\n}',
  jsx: 'const A = () => <div className="a" onClick={() => f(1)}>{items.map((i) => <B key={i} />)}</div>;',
  'markup-templating': '<p>{{ a }}</p>',
  php: '<?php\n$curl = curl_init();\ncurl_setopt_array($curl, [\n  CURLOPT_URL => "https://api.example.com/v1/a",\n  CURLOPT_RETURNTRANSFER => true,\n]);\n$response = curl_exec($curl);\necho $err ? "cURL Error #:" . $err : $response; // done\n?>',
  powershell: '$headers=@{}\n$headers.Add("Accept", "application/json")\n$response = Invoke-RestMethod -Uri \'https://api.example.com/v1/a\' -Method GET -Headers $headers\nif ($response -eq $null) { Write-Host "none" } # comment',
  python: 'import requests\n\nurl = "https://api.example.com/v1/a"\nquerystring = {"limit": "10"}\nresponse = requests.request("GET", url, params=querystring)\n\n@decorator\ndef f(a: int = 1) -> str:\n    """doc ✓"""\n    return f"{a!r}" if a else None',
  ruby: 'require \'uri\'\nrequire \'net/http\'\n\nurl = URI("https://api.example.com/v1/a")\nhttp = Net::HTTP.new(url.host, url.port)\nrequest = Net::HTTP::Get.new(url)\nrequest["Accept"] = \'application/json\'\nputs http.request(request).read_body if :sym =~ /x/i # done',
  typescript: 'interface A<T> { readonly a?: T; }\ntype B = keyof A<string> | `x${number}`;\nexport async function f(a: A<number>): Promise<void> { const x = a as unknown as B; }',
  tsx: 'export function A({ a }: { a: string }) { return <p data-a={a}>{a ?? "✓"}</p>; }',
  plain: 'plain text, no tokens',
  xml: '<?xml version="1.0" encoding="UTF-8"?>\n<a b="c"><![CDATA[ x < y ]]><!-- d --></a>',
  yaml: 'openapi: 3.0.3\ninfo:\n  title: "A"\n  version: 1.0.0 # comment\npaths:\n  /a:\n    get: &anchor\n      tags: [a, b]\n      x: |\n        text\n      y: *anchor',
};

const languages = Object.keys(snippets);

/** Prism's own highlighting of every snippet, as hast HTML and as token HTML, in a process that never calls compileGrammar. */
function prismInFreshProcess(): Record<string, { hast: string; tokens: string }> {
  const module = (file: string) => JSON.stringify(fileURLToPath(new URL(`../../../src/node/${file}`, import.meta.url)));
  const script = `
    import { refractor } from 'refractor/core';
    import { toHtml } from 'hast-util-to-html';
    await import(${module('content/highlight.ts')});
    const { tokensToHtml } = await import(${module('openapi/tokenHtml.ts')});
    const snippets = JSON.parse(process.argv[1]);
    const out = {};
    for (const [lang, code] of Object.entries(snippets)) {
      out[lang] = { hast: toHtml(refractor.highlight(code, lang)), tokens: tokensToHtml(refractor.tokenize(code, refractor.languages[lang])) };
    }
    process.stdout.write(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(snippets)], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout);
}

test('every registered language is covered by a snippet here', () => {
  // Aliases (plaintext, xml, ...) share their grammar with a language here.
  const covered = new Set(languages.map((lang) => (refractor as any).languages[lang]));
  for (const lang of refractor.listLanguages()) assert.ok(covered.has((refractor as any).languages[lang]), `no snippet for ${lang}`);
});

test('compileGrammar leaves every greedy regex global, as Prism makes it at its first match', () => {
  // Before any highlighting: Prism would make them global itself.
  for (const lang of languages) compileGrammar(lang);
  const seen = new Set<object>();
  let regexes = 0;
  const check = (grammar: Record<string, any>, where: string) => {
    if (seen.has(grammar)) return;
    seen.add(grammar);
    for (const [token, value] of Object.entries(grammar)) {
      if (token === 'rest') { check(value, `${where}.rest`); continue; }
      for (const pattern of Array.isArray(value) ? value : [value]) {
        const regex = pattern instanceof RegExp ? pattern : pattern?.pattern;
        if (!(regex instanceof RegExp)) continue;
        regexes++;
        // Prism replaces a greedy pattern without the g flag by a global copy at its first match: then the regex
        // compiled beforehand would never run.
        if (pattern.greedy) assert.ok(regex.global, `${where}.${token}: greedy but not global`);
        if (pattern.inside) check(pattern.inside, `${where}.${token}`);
      }
    }
  };
  for (const lang of languages) check((refractor as any).languages[lang], lang);
  assert.ok(regexes > 500, `only ${regexes} regexes found`);
});

test('highlighting with grammars compiled first is exactly Prism highlighting without that, in every language', () => {
  const expected = prismInFreshProcess();
  for (const lang of languages) {
    assert.ok(resolveLanguage(lang), lang);
    // Half the languages through each entry point: the Markdown one (hast) and the samples' one (tokens to HTML).
    if (languages.indexOf(lang) % 2) assert.equal(highlightToHtml(snippets[lang], lang), expected[lang].hast, `${lang} differs from Prism`);
    else assert.equal(highlightWithPrism(snippets[lang], lang), expected[lang].tokens, `${lang} differs from Prism`);
    // And both again, now that the grammar is compiled.
    assert.equal(highlightToHtml(snippets[lang], lang), expected[lang].hast, `${lang} differs from Prism the second time`);
    assert.equal(highlightWithPrism(snippets[lang], lang), expected[lang].tokens, `${lang} differs from Prism the second time`);
  }
});
