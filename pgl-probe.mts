import { PGlite } from '@electric-sql/pglite';
let t=performance.now();
const a = await PGlite.create('memory://'); console.log('create', performance.now()-t); t=performance.now();
const dump = await a.dumpDataDir('none'); console.log('dump', performance.now()-t, dump.size); t=performance.now();
const b = await PGlite.create('memory://', {loadDataDir: dump}); console.log('load', performance.now()-t);
