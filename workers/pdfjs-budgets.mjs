// Budgets for pdf.js's text extraction, applied to unpdf's bundled pdf.js after every install
// (`postinstall`; the file is minified, so a patch-package diff would be megabytes). A page's text
// must cost bounded work whatever the PDF holds (docs/decisions/037-bounded-work-and-verified-files.md):
//
// - graphics states are copied, not chained by prototype: `q` nested n deep cost n² (20,000
//   nested took two minutes), and nesting deeper than 2,000 ends the page's extraction;
// - `getTextContent({ maxOperators })` ends a page's extraction after that many operators (the
//   page and the forms it draws); Workers' clocks stand still while code runs, so pdf.js's own
//   time slices never end and a count is the only budget that holds;
// - a decoded stream (content, font) stops at 32 MB instead of filling memory;
// - these errors are marked `budget` and never swallowed as a partial page: the caller skips
//   the page with a note (app/server/documents/pdf-text.server.ts).
//
// Each edit must match exactly once (or be applied already): a new unpdf version fails the
// install loudly instead of running without budgets. `node workers/pdfjs-budgets.mjs --check`
// only reports.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const file = fileURLToPath(import.meta.resolve("unpdf/pdfjs"));

const BUDGET = "Object.assign(Error(`%s`),{budget:!0})";
const budget = (message) => BUDGET.replace("%s", () => message);

/** [what it does, the code as shipped, the code with the budget]. */
export const EDITS = [
  [
    "text state copied flat",
    "clone(){let e=Object.assign(Object.create(this),this);return e.textMatrix=",
    "clone(){let e=Object.assign(Object.create(TextState.prototype),this);return e.textMatrix=",
  ],
  [
    "graphics state copied flat",
    "clone({newPath:e=!1}={}){let t=Object.create(this);return e&&",
    "clone({newPath:e=!1}={}){let t=Object.assign(Object.create(EvalState.prototype),this);return e&&",
  ],
  [
    "graphics state nesting limit",
    "StateManager=class{constructor(e=new EvalState){this.state=e,this.stateStack=[]}save(){let e=this.state;",
    `StateManager=class{constructor(e=new EvalState){this.state=e,this.stateStack=[]}save(){if(this.stateStack.length>=2e3)throw ${budget("graphics state budget exceeded: q nested more than 2000 deep")};let e=this.state;`,
  ],
  [
    "operator count per task",
    "WorkerTask=class{constructor(e){this.name=e,this.terminated=!1,this._capability=Promise.withResolvers()}",
    "WorkerTask=class{constructor(e){this.name=e,this.terminated=!1,this._capability=Promise.withResolvers(),this.operators=0,this.maxOperators=1/0}",
  ],
  [
    "operator budget in getTextContent",
    "for(;!(m=M.check())&&(y.length=0,p.args=y,k.read(p));){",
    `for(;!(m=M.check())&&(y.length=0,p.args=y,k.read(p));){if(++t.operators>t.maxOperators)throw ${budget("text operator budget exceeded: more than ${t.maxOperators} operators")};`,
  ],
  [
    "budget errors are not ignored",
    ".catch(e=>{if(!(e instanceof AbortException$1)){if(this.options.ignoreErrors){warn$1(`getTextContent - ignoring errors",
    ".catch(e=>{if(!(e instanceof AbortException$1)){if(this.options.ignoreErrors&&!e?.budget){warn$1(`getTextContent - ignoring errors",
  ],
  [
    "maxOperators passed to the worker",
    "streamTextContent({includeMarkedContent:e=!1,disableNormalization:t=!1}={}){return this._transport.messageHandler.sendWithStream(`GetTextContent`,{pageId:this.#t.getPageId(this._pageIndex+1)-1,pageIndex:this._pageIndex,includeMarkedContent:e===!0,disableNormalization:t===!0}",
    "streamTextContent({includeMarkedContent:e=!1,disableNormalization:t=!1,maxOperators:__maxOperators=0}={}){return this._transport.messageHandler.sendWithStream(`GetTextContent`,{pageId:this.#t.getPageId(this._pageIndex+1)-1,pageIndex:this._pageIndex,includeMarkedContent:e===!0,disableNormalization:t===!0,maxOperators:__maxOperators}",
  ],
  [
    "maxOperators set on the page's task",
    "u.on(`GetTextContent`,function(e,t){let{pageId:r,pageIndex:i,includeMarkedContent:o,disableNormalization:s}=e;n.getPage(r).then(function(e){let n=new WorkerTask(`GetTextContent: page `+i);",
    "u.on(`GetTextContent`,function(e,t){let{pageId:r,pageIndex:i,includeMarkedContent:o,disableNormalization:s,maxOperators:__maxOperators}=e;n.getPage(r).then(function(e){let n=new WorkerTask(`GetTextContent: page `+i);__maxOperators>0&&(n.maxOperators=__maxOperators);",
  ],
  [
    "decoded stream limit (synchronous decoders)",
    "ensureBuffer(e){let t=this.buffer;if(e<=t.byteLength)return t;let n=this.minBufferLength;",
    `ensureBuffer(e){let t=this.buffer;if(e<=t.byteLength)return t;if(e>33554432)throw ${budget("decoded stream budget exceeded: more than 32 MB")};let n=this.minBufferLength;`,
  ],
  [
    "decoded stream limit (DecompressionStream)",
    "let a=[],o=0;for await(let e of n)a.push(e),o+=e.byteLength;let s=new Uint8Array(o),c=0;for(let e of a)s.set(e,c),c+=e.byteLength;return{decompressed:s,compressed:t}}catch{return{decompressed:null,compressed:t}}}",
    `let a=[],o=0;for await(let e of n){if((o+=e.byteLength)>33554432)throw ${budget("decoded stream budget exceeded: more than 32 MB")};a.push(e)}let s=new Uint8Array(o),c=0;for(let e of a)s.set(e,c),c+=e.byteLength;return{decompressed:s,compressed:t}}catch(e){if(e?.budget)throw e;return{decompressed:null,compressed:t}}}`,
  ],
  // A PDF read through ranges (a queue step reads its pages from R2) is held by the chunks it
  // loaded, not by a buffer of the whole file's length: pdf.js allocated one per open (45 MB for
  // a 45 MB deck, every step), which alone kept a step's isolate past 128 MB.
  [
    "ranged PDF held by its loaded chunks (constructor)",
    "_loadedChunks=new Set;constructor(e,t,n){super(new Uint8Array(e),0,e,null),this.chunkSize=t,this.numChunks=Math.ceil(e/t),this.manager=n}",
    "_loadedChunks=new Set;_chunks=[];constructor(e,t,n){super(new Uint8Array(0),0,e,null),this.chunkSize=t,this.numChunks=Math.ceil(e/t),this.manager=n}_write(e,t){let n=this.chunkSize,r=0,l=t.length;for(;r<l;){let i=Math.floor((e+r)/n),a=e+r-i*n,o=Math.min(n-a,l-r),c=this._chunks[i];c||(c=this._chunks[i]=new Uint8Array(Math.min(n,this.end-i*n)));c.set(t.subarray(r,r+o),a),r+=o}}_slice(e,t){let n=this.chunkSize,i=Math.floor(e/n);if(t<=(i+1)*n){let c=this._chunks[i];return c?c.subarray(e-i*n,t-i*n):new Uint8Array(Math.max(0,t-e))}let o=new Uint8Array(t-e);for(let r=e;r<t;){let i=Math.floor(r/n),a=r-i*n,l=Math.min(n-a,t-r),c=this._chunks[i];c&&o.set(c.subarray(a,a+l),r-e),r+=l}return o}clone(){return this.makeSubStream(this.start,this.end-this.start,this.dict?.clone())}",
  ],
  [
    "ranged PDF held by its loaded chunks (data received)",
    "if(r%n!==0&&r!==this.bytes.length)throw Error(`Bad end offset: ${r}`);this.bytes.set(new Uint8Array(t),e);",
    "if(r%n!==0&&r!==this.end)throw Error(`Bad end offset: ${r}`);this._write(e,new Uint8Array(t));",
  ],
  [
    "ranged PDF held by its loaded chunks (progressive data)",
    "n=Math.floor(t/this.chunkSize);this.bytes.set(new Uint8Array(e),t),t+=e.byteLength,",
    "n=Math.floor(t/this.chunkSize);this._write(t,new Uint8Array(e)),t+=e.byteLength,",
  ],
  [
    "ranged PDF held by its loaded chunks (reads)",
    "getByte(){let e=this.pos;return e>=this.end?-1:(e>=this.progressiveDataLength&&this.ensureByte(e),this.bytes[this.pos++])}getBytes(e){let t=this.pos,n=e?Math.min(t+e,this.end):this.end;return n>this.progressiveDataLength&&this.ensureRange(t,n),this.pos=n,this.bytes.subarray(t,n)}getByteRange(e,t){return e<0&&(e=0),t>this.end&&(t=this.end),t>this.progressiveDataLength&&this.ensureRange(e,t),this.bytes.subarray(e,t)}",
    "getByte(){let e=this.pos;if(e>=this.end)return-1;e>=this.progressiveDataLength&&this.ensureByte(e);let n=this.chunkSize,i=Math.floor(e/n),c=this._chunks[i];return this.pos++,c?c[e-i*n]:0}getBytes(e){let t=this.pos,n=e?Math.min(t+e,this.end):this.end;return n>this.progressiveDataLength&&this.ensureRange(t,n),this.pos=n,this._slice(t,n)}getByteRange(e,t){return e<0&&(e=0),t>this.end&&(t=this.end),t>this.progressiveDataLength&&this.ensureRange(e,t),this._slice(e,t)}",
  ],
  [
    "ranged PDF held by its loaded chunks (font hash)",
    "new Uint8Array(e.bytes.buffer,e.start,e.end-e.start);i.update(t)",
    "(e._slice?e._slice(e.start,e.end):e.getByteRange(e.start,e.end));i.update(t)",
  ],
];

const count = (text, part) => text.split(part).length - 1;

function apply(source) {
  let text = source;
  const problems = [];
  for (const [what, shipped, budgeted] of EDITS) {
    if (count(text, budgeted) === 1) continue;
    if (count(text, shipped) !== 1)
      problems.push(`${what}: the code to change is found ${count(text, shipped)} times (expected once)`);
    else text = text.replace(shipped, () => budgeted);
  }
  return { text, problems };
}

const source = readFileSync(file, "utf8");
const { text, problems } = apply(source);
if (problems.length) {
  console.error(
    `pdfjs-budgets: ${file} does not look like the pdf.js these budgets were written for:\n- ${problems.join("\n- ")}`,
  );
  process.exit(1);
}
if (process.argv.includes("--check")) {
  console.log(text === source ? "pdfjs-budgets: applied" : "pdfjs-budgets: not applied yet");
  process.exit(text === source ? 0 : 1);
}
if (text !== source) {
  // A new file, not a write in place: a hard-linked node_modules elsewhere keeps its own copy.
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  console.log("pdfjs-budgets: applied to unpdf's pdf.js");
}
